// Shift swaps against the real database (PGlite): a holder offers a published, future shift of theirs
// to an active colleague of the same company (not to a second company's staff member, not a draft,
// not one started, one open offer per shift), the colleague accepts or declines, the offerer
// withdraws, and an attendance admin approves (the shift becomes the colleague's; refused with a 409
// code naming why when it changed hands, started, or the colleague has an overlapping shift or
// approved time off) or rejects it; two approvals at once make one change. E-mails and the action
// history follow each step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shift } from '../../../contract/shifts';
import {
  SWAP_NOT_YOURSELF,
  SWAP_SHIFT_STARTED,
  SWAP_UNKNOWN_COLLEAGUE,
  type ShiftSwap,
} from '../../../contract/shift-swaps';
import {
  authed,
  createTestApp,
  createTestCompany,
  createTestUser,
  type TestCompany,
  type TestContext,
  type TestUser,
} from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const post = (user: TestUser, url: string, payload: Record<string, unknown> = {}) =>
  authed(ctx.app, user, { method: 'POST', url, payload });
const list = async (user: TestUser) =>
  (await authed(ctx.app, user, { method: 'GET', url: '/inout/api/shift-swaps/' })).json<ShiftSwap[]>();
const act = (user: TestUser, id: number, action: string) => post(user, `/inout/api/shift-swaps/${id}/${action}/`);
const offer = (user: TestUser, shiftId: number, colleague: number) =>
  post(user, `/inout/api/shifts/${shiftId}/swap/`, { colleague });

const HOUR = 3_600_000;

/** A shift of `staff` starting `hoursAhead` from now, published unless told otherwise. */
async function shiftOf(
  c: TestCompany,
  staff: number | null,
  hoursAhead: number,
  { length = 8, status = 'published' as 'published' | 'draft' } = {},
): Promise<number> {
  const start = new Date(Date.now() + hoursAhead * HOUR);
  const row = await db()
    .insertInto('shifts')
    .values({
      company_id: c.companyId,
      staff_id: staff,
      start_at: start,
      end_at: new Date(start.getTime() + length * HOUR),
      status,
      note: 'Front desk',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const holderOf = async (shiftId: number) =>
  (await db().selectFrom('shifts').select('staff_id').where('id', '=', shiftId).executeTakeFirstOrThrow()).staff_id;

const mailsTo = async (c: TestCompany) =>
  (
    await db()
      .selectFrom('outbound_emails')
      .select(['to_email', 'subject', 'body_text'])
      .where('company_id', '=', c.companyId)
      .where('kind', '=', 'shift_swap')
      .orderBy('id')
      .execute()
  ).map((m) => ({ to: m.to_email, subject: m.subject, text: m.body_text }));

/** A company with two staff members: Ana offers, Bea receives. */
async function team() {
  const c = await createTestCompany(ctx);
  const ana = c.staff;
  const bea = await createTestUser(ctx, c.companyId);
  await db().updateTable('users').set({ first_name: 'Ana', last_name: 'Ruiz' }).where('id', '=', ana.userId).execute();
  await db().updateTable('users').set({ first_name: 'Bea', last_name: 'Soto' }).where('id', '=', bea.userId).execute();
  return { c, ana, bea };
}

describe('offering a shift', () => {
  it('offers an own published future shift to a colleague once, and tells the colleague', async () => {
    const { c, ana, bea } = await team();
    const shift = await shiftOf(c, ana.staffId, 48);
    const first = await offer(ana, shift, bea.staffId);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<ShiftSwap>()).toMatchObject({
      status: 'offered',
      staff: ana.staffId,
      staff_name: 'Ana Ruiz',
      colleague: bea.staffId,
      colleague_name: 'Bea Soto',
      shift: { id: shift, staff: ana.staffId, note: 'Front desk' },
      answered_at: null,
      decided_at: null,
    });
    // A retried tap answers the same offer; another colleague waits until it is closed.
    const again = await offer(ana, shift, bea.staffId);
    expect(again.statusCode).toBe(200);
    expect(again.json<ShiftSwap>().id).toBe(first.json<ShiftSwap>().id);
    const other = await offer(ana, shift, c.admin.staffId);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'swap_already_open' });

    expect((await list(bea)).map((s) => [s.id, s.status])).toEqual([[first.json<ShiftSwap>().id, 'offered']]);
    expect((await list(ana)).map((s) => s.colleague)).toEqual([bea.staffId]);
    // Not accepted yet: nothing for the admin to decide.
    expect(await list(c.admin)).toEqual([]);
    const mails = await mailsTo(c);
    expect(mails.map((m) => m.to)).toEqual([bea.email]);
    expect(mails[0]!.text).toContain('Ana Ruiz offers you this shift');
    const history = await db()
      .selectFrom('action_history')
      .select('summary')
      .where('company_id', '=', c.companyId)
      .where('entity', '=', 'shift')
      .execute();
    expect(history.map((h) => h.summary)).toEqual([expect.stringMatching(/^Offered a shift .* to Bea Soto$/)]);
  });

  it('writes to the colleague in their language', async () => {
    const { c, ana, bea } = await team();
    await db().updateTable('staff').set({ language_code: 'es' }).where('id', '=', bea.staffId).execute();
    expect((await offer(ana, await shiftOf(c, ana.staffId, 48), bea.staffId)).statusCode).toBe(201);
    const [mail] = await mailsTo(c);
    expect(mail).toMatchObject({ to: bea.email, subject: expect.stringMatching(/^Te ofrecen un turno en /) });
    expect(mail!.text).toContain('Ana Ruiz te ofrece este turno');
    expect(mail!.text).toContain('Front desk');
  });

  it("refuses someone else's shift, a draft, a started shift, oneself and a second company's staff", async () => {
    const { c, ana, bea } = await team();
    const globex = await createTestCompany(ctx);
    const mine = await shiftOf(c, ana.staffId, 24);
    expect((await offer(ana, await shiftOf(c, bea.staffId, 24), c.admin.staffId)).statusCode).toBe(404);
    expect((await offer(ana, await shiftOf(c, ana.staffId, 24, { status: 'draft' }), bea.staffId)).statusCode).toBe(
      404,
    );
    expect((await offer(ana, await shiftOf(c, null, 24), bea.staffId)).statusCode).toBe(404);
    const started = await offer(ana, await shiftOf(c, ana.staffId, -1), bea.staffId);
    expect(started.statusCode).toBe(400);
    expect(started.json()).toEqual({ shift: [SWAP_SHIFT_STARTED] });
    expect((await offer(ana, mine, ana.staffId)).json()).toEqual({ colleague: [SWAP_NOT_YOURSELF] });
    const foreign = await offer(ana, mine, globex.staff.staffId);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ colleague: [SWAP_UNKNOWN_COLLEAGUE] });
    await db().updateTable('staff').set({ is_active: false }).where('id', '=', bea.staffId).execute();
    expect((await offer(ana, mine, bea.staffId)).json()).toEqual({ colleague: [SWAP_UNKNOWN_COLLEAGUE] });
    expect(await db().selectFrom('shift_swaps').select('id').where('company_id', '=', c.companyId).execute()).toEqual(
      [],
    );
  });
});

describe('answering an offer', () => {
  it('lets only the colleague accept or decline, and tells the offerer', async () => {
    const { c, ana, bea } = await team();
    const shift = await shiftOf(c, ana.staffId, 30);
    const swap = (await offer(ana, shift, bea.staffId)).json<ShiftSwap>();
    expect((await act(ana, swap.id, 'accept')).statusCode).toBe(403);
    expect((await act(c.admin, swap.id, 'accept')).statusCode).toBe(404);
    const declined = await act(bea, swap.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<ShiftSwap>()).toMatchObject({ status: 'declined', shift: { staff: ana.staffId } });
    expect((await act(bea, swap.id, 'accept')).statusCode).toBe(409);
    expect(await holderOf(shift)).toBe(ana.staffId);
    const mails = await mailsTo(c);
    expect(mails.map((m) => m.to)).toEqual([bea.email, ana.email]);
    expect(mails[1]!.text).toContain('Bea Soto declined this shift. It stays yours:');

    // Closed: the shift may be offered again.
    const next = await offer(ana, shift, bea.staffId);
    expect(next.statusCode).toBe(201);
    const accepted = await act(bea, next.json<ShiftSwap>().id, 'accept');
    expect(accepted.json<ShiftSwap>()).toMatchObject({ status: 'accepted' });
    expect((await mailsTo(c)).at(-1)).toMatchObject({ to: ana.email, subject: expect.stringContaining('accepted') });
    expect((await list(c.admin)).map((s) => s.id)).toEqual([next.json<ShiftSwap>().id]);
  });

  it('lets the offerer withdraw before a decision, and not after', async () => {
    const { c, ana, bea } = await team();
    const swap = (await offer(ana, await shiftOf(c, ana.staffId, 30), bea.staffId)).json<ShiftSwap>();
    await act(bea, swap.id, 'accept');
    expect((await act(bea, swap.id, 'withdraw')).statusCode).toBe(403);
    const withdrawn = await act(ana, swap.id, 'withdraw');
    expect(withdrawn.json<ShiftSwap>()).toMatchObject({ status: 'withdrawn' });
    expect((await act(c.admin, swap.id, 'approve')).statusCode).toBe(409);
    expect(await list(c.admin)).toEqual([]);
  });
});

describe("an admin's decision", () => {
  async function accepted(hoursAhead = 50) {
    const t = await team();
    const shift = await shiftOf(t.c, t.ana.staffId, hoursAhead);
    const swap = (await offer(t.ana, shift, t.bea.staffId)).json<ShiftSwap>();
    expect((await act(t.bea, swap.id, 'accept')).statusCode).toBe(200);
    return { ...t, shift, swap };
  }

  it('approves: the shift is the colleague’s, both are told, and the history keeps it', async () => {
    const { c, ana, bea, shift, swap } = await accepted();
    expect((await act(ana, swap.id, 'approve')).statusCode).toBe(403);
    expect((await act(bea, swap.id, 'approve')).statusCode).toBe(403);
    const approved = await act(c.admin, swap.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<ShiftSwap>()).toMatchObject({ status: 'approved', shift: { staff: bea.staffId } });
    expect(await holderOf(shift)).toBe(bea.staffId);
    const shifts = await authed(ctx.app, bea, {
      method: 'GET',
      url: `/inout/api/shifts/?date_from=${new Date().toISOString().slice(0, 10)}&date_to=${new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)}&staff=${bea.staffId}`,
    });
    expect(shifts.json<{ results: Shift[] }>().results.map((s) => s.id)).toEqual([shift]);
    const mails = (await mailsTo(c)).slice(-2);
    expect(mails.map((m) => m.to).sort()).toEqual([ana.email, bea.email].sort());
    expect(mails.find((m) => m.to === bea.email)!.text).toContain('this shift of Ana Ruiz is now yours');
    const history = await db()
      .selectFrom('action_history')
      .select('summary')
      .where('company_id', '=', c.companyId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history.summary).toBe("Approved a shift swap: Ana Ruiz's shift is now Bea Soto's");
    expect((await act(c.admin, swap.id, 'reject')).statusCode).toBe(409);
  });

  it('rejects: the shift stays with the offerer and both are told', async () => {
    const { c, ana, bea, shift, swap } = await accepted();
    const rejected = await act(c.admin, swap.id, 'reject');
    expect(rejected.json<ShiftSwap>()).toMatchObject({ status: 'rejected', shift: { staff: ana.staffId } });
    expect(await holderOf(shift)).toBe(ana.staffId);
    const mails = (await mailsTo(c)).slice(-2);
    expect(mails.map((m) => m.to).sort()).toEqual([ana.email, bea.email].sort());
    expect(mails.every((m) => m.subject.includes('not approved'))).toBe(true);
  });

  it('refuses when the shift changed hands since', async () => {
    const { c, shift, swap } = await accepted();
    await db().updateTable('shifts').set({ staff_id: c.admin.staffId }).where('id', '=', shift).execute();
    const res = await act(c.admin, swap.id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'swap_shift_not_offerers' });
    expect(await holderOf(shift)).toBe(c.admin.staffId);
  });

  it('refuses when the shift has started', async () => {
    const { c, ana, shift, swap } = await accepted();
    await db()
      .updateTable('shifts')
      .set({ start_at: new Date(Date.now() - HOUR), end_at: new Date(Date.now() + HOUR) })
      .where('id', '=', shift)
      .execute();
    const res = await act(c.admin, swap.id, 'approve');
    expect(res.json()).toMatchObject({ code: 'swap_shift_started' });
    expect(await holderOf(shift)).toBe(ana.staffId);
  });

  it('refuses when the colleague has an overlapping shift', async () => {
    const { c, ana, bea, shift, swap } = await accepted(50);
    await shiftOf(c, bea.staffId, 54, { length: 4 });
    const res = await act(c.admin, swap.id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'swap_colleague_overlap' });
    expect(await holderOf(shift)).toBe(ana.staffId);
    // Still waiting: the admin may reject it instead.
    expect((await list(c.admin)).map((s) => s.status)).toEqual(['accepted']);
  });

  it('refuses when the colleague has approved time off that day', async () => {
    const { c, ana, bea, shift, swap } = await accepted(50);
    const day = new Date(Date.now() + 52 * HOUR).toISOString().slice(0, 10);
    await db()
      .insertInto('staff_time_offs')
      .values({
        company_id: c.companyId,
        staff_id: bea.staffId,
        start_date: day,
        end_date: day,
        status: 'approved',
      })
      .execute();
    const res = await act(c.admin, swap.id, 'approve');
    expect(res.json()).toMatchObject({ code: 'swap_colleague_time_off' });
    expect(await holderOf(shift)).toBe(ana.staffId);
  });

  it('refuses when the colleague left the company', async () => {
    const { c, bea, swap } = await accepted();
    await db().updateTable('staff').set({ is_active: false }).where('id', '=', bea.staffId).execute();
    expect((await act(c.admin, swap.id, 'approve')).json()).toMatchObject({ code: 'swap_colleague_inactive' });
  });

  it('makes one change when two admins approve at once', async () => {
    const { c, bea, shift, swap } = await accepted();
    const other = await createTestUser(ctx, c.companyId, { admin: true });
    const answers = await Promise.all([act(c.admin, swap.id, 'approve'), act(other, swap.id, 'approve')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await holderOf(shift)).toBe(bea.staffId);
    const approvals = await db()
      .selectFrom('action_history')
      .select('id')
      .where('company_id', '=', c.companyId)
      .where('summary', 'like', 'Approved a shift swap%')
      .execute();
    expect(approvals).toHaveLength(1);
  });
});
