// The support panel's message: stored as an e-mail to each admin of the caller's company only; with
// SMTP and SUPPORT_EMAIL configured, really sent (to a local SMTP server) to support and the admins.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUPPORT_MESSAGE_SENT } from '../../../contract/support';
import { createMailer } from '../../lib/smtp-mailer';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

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

describe('support message with SMTP and a support address configured', () => {
  let sink: SmtpSink;
  let mailed: TestContext;
  beforeAll(async () => {
    sink = await startSmtpSink();
    mailed = await createTestApp({
      mailer: createMailer(sink.url, 'Groundwork <no-reply@groundwork.test>'),
      config: { supportEmail: 'help@support.test' },
    });
  });
  afterAll(async () => {
    await mailed.close();
    await sink.close();
  });

  it('is e-mailed to support, naming the company, and to the admins', async () => {
    const c = await createTestCompany(mailed);
    const res = await authed(mailed.app, c.staff, {
      method: 'POST',
      url: '/account/api/support-message/',
      payload: { message: 'Payroll export is empty.', page_url: '/inout/working-hours/' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Delivery runs after the answer: wait for both messages at the SMTP server. The delivery job
    // also sends other test files' stored e-mails (the worker's database is shared), so wait for
    // these two by their recipients rather than for a count.
    const byRecipient = () => new Map(sink.received.map((mail) => [mail.to.join(','), mail]));
    await vi.waitFor(
      () => {
        expect(byRecipient().has('help@support.test')).toBe(true);
        expect(byRecipient().has(c.admin.email)).toBe(true);
      },
      { timeout: 10_000 },
    );
    const toSupport = byRecipient().get('help@support.test');
    expect(toSupport?.from).toBe('no-reply@groundwork.test');
    expect(toSupport?.data).toContain('Payroll export is empty.');
    expect(toSupport?.data).toMatch(new RegExp(`Subject: Support request from .*company ${c.companyId}\\)`));
    expect(byRecipient().get(c.admin.email)?.data).toContain('Payroll export is empty.');
    const rows = await mailed.database.db
      .selectFrom('outbound_emails')
      .select(['to_email', 'status'])
      .where('company_id', '=', c.companyId)
      .where('kind', '=', 'support_message')
      .execute();
    await vi.waitFor(async () => {
      const now = await mailed.database.db
        .selectFrom('outbound_emails')
        .select('status')
        .where('company_id', '=', c.companyId)
        .where('kind', '=', 'support_message')
        .execute();
      expect(now.map((row) => row.status)).toEqual(['sent', 'sent']);
    });
    expect(rows.map((row) => row.to_email).sort()).toEqual([c.admin.email, 'help@support.test'].sort());
  });
});
