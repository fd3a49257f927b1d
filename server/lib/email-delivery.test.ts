// E-mail delivery across instances (issue 23), against the test SMTP server (smtp-sink.ts): an
// e-mail stored while SMTP is down is retried and arrives once when it is back; two app instances
// on one database, each with its own delivery job, send a batch exactly once between them; a
// claim whose instance died is failed, not sent again (at-most-once); retries stop at the cap.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { authed, createTestApp, createTestCompany, type TestContext } from '../test/helpers';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import {
  DEFAULT_DELIVERY_POLICY,
  deliverDueEmails,
  expireLeases,
  INTERRUPTED_SEND,
  type DeliveryPolicy,
} from './email-delivery';
import { createTokenSigner } from './tokens';
import { createMailer } from './smtp-mailer';

const FROM = 'Groundwork <no-reply@groundwork.test>';
// Fast retries and rounds, so a test sees several in a second or two.
const FAST: DeliveryPolicy = { ...DEFAULT_DELIVERY_POLICY, retryDelayMs: 100, maxRetryDelayMs: 300, batchSize: 3 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on: where a sink was, closed again. */
async function freePort(): Promise<number> {
  const sink = await startSmtpSink();
  await sink.close();
  return Number(new URL(sink.url).port);
}

describe('an e-mail stored while SMTP is down', () => {
  let ctx: TestContext;
  let sink: SmtpSink | undefined;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    ctx = await createTestApp({
      emptyDatabase: true,
      mailer: createMailer(`smtp://127.0.0.1:${port}`, FROM, { policy: FAST, intervalMs: 50 }),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await sink?.close();
  });

  it('is retried, shown as failed with its retry, and delivered once when SMTP is back', async () => {
    const c = await createTestCompany(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/account/api/password-reset/',
      payload: { email: c.staff.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = () =>
      ctx.database.db
        .selectFrom('outbound_emails')
        .select(['id', 'status', 'attempts', 'last_error'])
        .where('company_id', '=', c.companyId)
        .where('kind', '=', 'password_reset')
        .executeTakeFirstOrThrow();
    // The nudge after the answer and the job's rounds fail: tried again and again, with backoff.
    await vi.waitFor(async () => expect((await row()).attempts).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    const list = await authed(ctx.app, c.admin, { method: 'GET', url: '/account/api/outbound-emails/' });
    const shown = list.json<{ results: { kind: string; status: string; next_attempt_at: string | null }[] }>();
    const reset = shown.results.find((email) => email.kind === 'password_reset');
    // Between tries it is failed with a retry time; at the instant of a try it is still "stored".
    if (reset?.status === 'failed') expect(reset.next_attempt_at).not.toBeNull();
    else expect(reset?.status).toBe('stored');
    expect((await row()).last_error).toBeTruthy();

    sink = await startSmtpSink({ port });
    const arrived = sink;
    await vi.waitFor(async () => expect((await row()).status).toBe('sent'), { timeout: 10_000 });
    // A few more rounds of the job: nothing goes out again.
    await sleep(400);
    expect(arrived.received.filter((mail) => mail.to.includes(c.staff.email))).toHaveLength(1);
    expect((await row()).last_error).toBeNull();
  });
});

describe('two instances on one database', () => {
  let ctx: TestContext;
  let sink: SmtpSink;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestApp({
      emptyDatabase: true,
      mailer: createMailer(sink.url, FROM, { policy: FAST, intervalMs: 20 }),
    });
    second = await buildApp({
      deps: {
        ...ctx.app.deps,
        signer: createTokenSigner('test-secret-that-is-long-enough-for-hs256'),
        mailer: createMailer(sink.url, FROM, { policy: FAST, intervalMs: 20 }),
      },
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
    await sink.close();
  });

  it('deliver a batch exactly once between them', async () => {
    const c = await createTestCompany(ctx);
    const db = ctx.database.db;
    const recipients = Array.from({ length: 40 }, (_, i) => `batch-${i}@example.test`);
    const ids = await db
      .transaction()
      .execute((trx) =>
        Promise.all(
          recipients.map((to) =>
            ctx.app.deps.mailer.queue(trx, { companyId: c.companyId, to, subject: 'Batch', text: to, kind: 'test' }),
          ),
        ),
      );
    // Both nudged with the whole batch at once, while both jobs run too.
    await Promise.all([ctx.app.deps.mailer.deliver(db, ids), second.deps.mailer.deliver(db, ids)]);
    await vi.waitFor(() => expect(sink.received.length).toBeGreaterThanOrEqual(recipients.length), {
      timeout: 15_000,
    });
    await sleep(300);
    const received = sink.received.map((mail) => mail.to.join(',')).sort();
    expect(received).toEqual([...recipients].sort());
    const rows = await db.selectFrom('outbound_emails').select(['status', 'attempts']).where('id', 'in', ids).execute();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('delivery bookkeeping', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ emptyDatabase: true });
  });
  afterAll(() => ctx.close());

  it('fails a claim whose instance died, without sending it again (at-most-once)', async () => {
    const c = await createTestCompany(ctx);
    const db = ctx.database.db;
    const id = await ctx.app.deps.mailer.queue(db, {
      companyId: c.companyId,
      to: 'dead@example.test',
      subject: 'Claimed',
      text: '.',
      kind: 'test',
    });
    await db
      .updateTable('outbound_emails')
      .set({ status: 'sending', attempts: 1, next_attempt_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const send = vi.fn(async () => {});
    expect(await expireLeases(db)).toBeGreaterThanOrEqual(1);
    await deliverDueEmails(db, send, FAST);
    expect(send).not.toHaveBeenCalledWith(expect.objectContaining({ to: 'dead@example.test' }));
    const row = await db.selectFrom('outbound_emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', next_attempt_at: null, last_error: INTERRUPTED_SEND });
  });

  it('stops retrying at the cap, and at once on a permanent refusal', async () => {
    const c = await createTestCompany(ctx);
    const db = ctx.database.db;
    const queue = (to: string) =>
      ctx.app.deps.mailer.queue(db, { companyId: c.companyId, to, subject: 'Cap', text: '.', kind: 'test' });
    const [down, refused] = [await queue('down@example.test'), await queue('refused@example.test')];
    const policy = { ...FAST, maxAttempts: 3, retryDelayMs: 1, maxRetryDelayMs: 1 };
    const send = vi.fn(async ({ to }: { to: string }) => {
      throw Object.assign(new Error(`cannot send to ${to}`), to.startsWith('refused') ? { responseCode: 550 } : {});
    });
    for (let round = 0; round < 5; round++) {
      await deliverDueEmails(db, send, policy, [down, refused]);
      await sleep(20);
    }
    const rows = await db
      .selectFrom('outbound_emails')
      .select(['id', 'status', 'attempts', 'next_attempt_at'])
      .where('id', 'in', [down, refused])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: down, status: 'failed', attempts: 3, next_attempt_at: null },
      { id: refused, status: 'failed', attempts: 1, next_attempt_at: null },
    ]);
  });
});
