// The support panel's message: stored as an e-mail to each admin of the caller's company only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE_SENT } from '../../../contract/support';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('support message', () => {
  it("reaches every admin of the caller's company, and no one else", async () => {
    const c = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const res = await authed(ctx.app, c.staff, {
      method: 'POST',
      url: '/account/api/support-message/',
      payload: { message: 'The clock-in button does nothing.', reason: 'rage-click', page_url: '/inout/list/' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: SUPPORT_MESSAGE_SENT });
    const mails = await ctx.database.db
      .selectFrom('outbound_emails')
      .selectAll()
      .where('kind', '=', 'support_message')
      .where('company_id', 'in', [c.companyId, other.companyId])
      .execute();
    expect(mails.map((m) => m.to_email)).toEqual([c.admin.email]);
    expect(mails[0]!.body_text).toContain('The clock-in button does nothing.');
    expect(mails[0]!.body_text).toContain('Page: /inout/list/');
  });

  it('refuses an empty message', async () => {
    const c = await createTestCompany(ctx);
    const res = await authed(ctx.app, c.staff, {
      method: 'POST',
      url: '/account/api/support-message/',
      payload: { message: ' ' },
    });
    expect(res.statusCode).toBe(400);
  });
});
