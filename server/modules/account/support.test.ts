// The support panel's message (issue 21): it goes to the product's support address (SUPPORT_EMAIL)
// alone, naming the sender's company, never to the company's own admins (a new owner would write to
// themselves); with SMTP it is really sent (to a local SMTP server). Without a support address the
// message is refused with a sentence saying so, and GET account/api/support/ tells the panel first.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NON_FIELD_ERRORS } from '../../../contract/error-codes';
import { SUPPORT_MESSAGE_SENT, SUPPORT_NOT_CONFIGURED } from '../../../contract/support';
import { createMailer } from '../../lib/smtp-mailer';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

describe('support message without a support address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is refused with a sentence saying so, and stores no e-mail; the settings say there is none', async () => {
    const c = await createTestCompany(ctx);
    const settings = await authed(ctx.app, c.staff, { method: 'GET', url: '/account/api/support/' });
    expect(settings.json()).toEqual({ support_email: null });
    const res = await authed(ctx.app, c.staff, {
      method: 'POST',
      url: '/account/api/support-message/',
      payload: { message: 'The clock-in button does nothing.' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [NON_FIELD_ERRORS]: [SUPPORT_NOT_CONFIGURED] });
    const mails = await ctx.database.db
      .selectFrom('outbound_emails')
      .select('id')
      .where('kind', '=', 'support_message')
      .where('company_id', '=', c.companyId)
      .execute();
    expect(mails).toEqual([]);
  });
});

describe('support message with a support address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { supportEmail: 'help@support.test' } });
  });
  afterAll(() => ctx.close());

  it('reaches the support address only, not the admins of the company', async () => {
    const c = await createTestCompany(ctx);
    const settings = await authed(ctx.app, c.staff, { method: 'GET', url: '/account/api/support/' });
    expect(settings.json()).toEqual({ support_email: 'help@support.test' });
    const res = await authed(ctx.app, c.admin, {
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
      .where('company_id', '=', c.companyId)
      .execute();
    expect(mails.map((m) => m.to_email)).toEqual(['help@support.test']);
    expect(mails[0]!.body_text).toContain('The clock-in button does nothing.');
    expect(mails[0]!.body_text).toContain('Page: /inout/list/');
    expect(mails[0]!.body_text).toContain(c.admin.email);
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

  it('is e-mailed to support, naming the company', async () => {
    const c = await createTestCompany(mailed);
    const res = await authed(mailed.app, c.staff, {
      method: 'POST',
      url: '/account/api/support-message/',
      payload: { message: 'Payroll export is empty.', page_url: '/inout/working-hours/' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Delivery runs after the answer. The delivery job also sends other test files' stored e-mails
    // (the worker's database is shared), so wait for this one by its text.
    const toSupport = () =>
      sink.received.find((mail) => mail.to.join(',') === 'help@support.test' && mail.data.includes('Payroll export'));
    await vi.waitFor(() => expect(toSupport()).toBeDefined(), { timeout: 10_000 });
    expect(toSupport()?.from).toBe('no-reply@groundwork.test');
    expect(toSupport()?.data).toMatch(new RegExp(`Subject: Support request from .*company ${c.companyId}\\)`));
    expect(sink.received.some((mail) => mail.to.includes(c.admin.email))).toBe(false);
    await vi.waitFor(async () => {
      const rows = await mailed.database.db
        .selectFrom('outbound_emails')
        .select(['to_email', 'status'])
        .where('company_id', '=', c.companyId)
        .where('kind', '=', 'support_message')
        .execute();
      expect(rows).toEqual([{ to_email: 'help@support.test', status: 'sent' }]);
    });
  });
});
