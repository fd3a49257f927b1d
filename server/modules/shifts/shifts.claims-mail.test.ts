// Open-shift requests as a phone sends them from its outbox, and what the people who asked hear
// (issue 24), through the SMTP mailer to a test SMTP server: a request replayed under the same
// Idempotency-Key answers the same and makes one request; when the admin gives the shift to one of
// the people who asked, each of the others is e-mailed, in their language, that it went to
// someone else, and the one who got it that it is theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shift, ShiftClaim } from '../../../contract/shifts';
import { createMailer } from '../../lib/smtp-mailer';
import {
  authed,
  createTestApp,
  createTestCompany,
  createTestUser,
  type TestContext,
  type TestUser,
} from '../../test/helpers';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

let ctx: TestContext;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({ mailer: createMailer(sink.url, 'Groundwork <no-reply@groundwork.test>') });
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const post = (user: TestUser, url: string, payload: object, key?: string) =>
  authed(ctx.app, user, { method: 'POST', url, payload, headers: key ? { 'idempotency-key': key } : {} });

/** An open published shift three days from now, in Madrid. */
async function openShift(admin: TestUser): Promise<Shift> {
  const start = new Date(Date.now() + 3 * 86_400_000);
  const made = await post(admin, '/inout/api/shifts/', {
    start: start.toISOString(),
    end: new Date(start.getTime() + 6 * 3_600_000).toISOString(),
    note: 'Stocktake',
  });
  expect(made.statusCode, made.body).toBe(201);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  await post(admin, '/inout/api/shifts/publish/', {
    date_from: day(start.getTime() - 86_400_000),
    date_to: day(start.getTime() + 86_400_000),
  });
  return made.json<Shift>();
}

/** A message's text as written: quoted-printable soft breaks and escapes undone. */
const decoded = (data: string) =>
  Buffer.from(
    data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const mailsTo = (email: string) =>
  sink.received.filter((m) => m.to.includes(email)).map((m) => ({ ...m, data: decoded(m.data) }));

describe('asking for an open shift from the outbox', () => {
  it('a replay under the same Idempotency-Key answers the same and makes one request', async () => {
    const c = await createTestCompany(ctx);
    const shift = await openShift(c.admin);
    const first = await post(c.staff, `/inout/api/shifts/${shift.id}/claim/`, {}, 'claim-key-1');
    expect(first.statusCode, first.body).toBe(201);
    const replay = await post(c.staff, `/inout/api/shifts/${shift.id}/claim/`, {}, 'claim-key-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const mine = await authed(ctx.app, c.staff, { method: 'GET', url: '/inout/api/shift-claims/' });
    expect(mine.json<ShiftClaim[]>().map((r) => r.shift.id)).toEqual([shift.id]);
  });
});

describe('an open shift given to one of the people who asked', () => {
  it('e-mails the others, each in their language, that it went to someone else', async () => {
    const c = await createTestCompany(ctx);
    const ana = await createTestUser(ctx, c.companyId);
    const bo = await createTestUser(ctx, c.companyId);
    await ctx.database.db.updateTable('staff').set({ language_code: 'es' }).where('id', '=', ana.staffId).execute();
    const shift = await openShift(c.admin);
    for (const person of [c.staff, ana, bo]) {
      expect((await post(person, `/inout/api/shifts/${shift.id}/claim/`, {})).statusCode).toBe(201);
    }
    const pending = (await authed(ctx.app, c.admin, { method: 'GET', url: '/inout/api/shift-claims/' })).json<
      ShiftClaim[]
    >();
    const staffs = pending.find((r) => r.staff === c.staff.staffId)!;
    const approved = await post(c.admin, `/inout/api/shift-claims/${staffs.id}/approve/`, {});
    expect(approved.statusCode, approved.body).toBe(200);

    // Delivered after the answer: wait for the three messages.
    await expect
      .poll(() => [ana, bo, c.staff].every((p) => mailsTo(p.email).length > 0), { timeout: 10_000 })
      .toBe(true);
    const [toAna] = mailsTo(ana.email);
    expect(toAna!.data).toContain('Se ha asignado a otra persona');
    const [toBo] = mailsTo(bo.email);
    expect(toBo!.data).toContain('An open shift at');
    expect(toBo!.data).toContain('It has been given to someone else:');
    expect(toBo!.data).toContain('Stocktake');
    // The person who got it hears it is theirs, not that it went to someone else.
    const toStaff = mailsTo(c.staff.email);
    expect(toStaff).toHaveLength(1);
    expect(toStaff[0]!.data).toContain('This shift is now yours:');
    expect(toStaff[0]!.data).not.toContain('someone else');
    // Nobody else was written to.
    expect(mailsTo(c.admin.email)).toEqual([]);

    // Declining a request later tells nobody more. Counted by this company's people: the sink's port
    // may have been another test file's before (a sink it stopped), whose retries can still land here.
    const ours = () => [ana, bo, c.staff, c.admin].flatMap((p) => mailsTo(p.email)).length;
    const count = ours();
    const other = await openShift(c.admin);
    const asked = (await post(bo, `/inout/api/shifts/${other.id}/claim/`, {})).json<ShiftClaim>();
    expect((await post(c.admin, `/inout/api/shift-claims/${asked.id}/decline/`, {})).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ours()).toBe(count);
  });
});
