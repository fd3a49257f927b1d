// Open shifts taken by request (issue 24): a staff member asks for an open published shift that has
// not ended; an attendance admin sees the pending requests and approves one (the shift becomes that
// person's, they are e-mailed as any new holder is, and the other requests for it are declined, and
// those people are e-mailed that it went to someone else) or declines it. Asking twice for the same shift is the same request (a retried tap, an offline
// replay), and a shift given to someone meanwhile cannot be approved to another.
import type { ShiftClaim, ShiftClaimStatus } from '../../../contract/shifts';
import { SHIFT_CLAIM_DECIDED, SHIFT_NOT_OPEN } from '../../../contract/shifts';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { AuthContext } from '../../lib/route';
import { recordAction } from '../people/action-history';
import { fullName } from '../people/staff.repository';
import { canSeeEveryone } from '../inout/punches.service';
import { companyTimeZone } from '../inout/timesheets.repository';
import { mailClaimTaken } from './shifts.mail';
import { notifyShiftChange } from './shifts.notify';
import { shiftRowsByIds, type ShiftRow } from './shifts.repository';
import { presentedShifts } from './shifts.service';

interface ClaimRow {
  id: number;
  shift_id: number;
  staff_id: number;
  staff_name: string;
  status: ShiftClaimStatus;
  created_at: Date;
  decided_at: Date | null;
}

const isOpen = (shift: ShiftRow) =>
  shift.staff_id === null && shift.status === 'published' && shift.end_at.getTime() > Date.now();

function claimRows(db: Database, companyId: number) {
  return db
    .selectFrom('shift_claims as c')
    .innerJoin('staff as s', 's.id', 'c.staff_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      'c.id',
      'c.shift_id',
      'c.staff_id',
      fullName('u').as('staff_name'),
      'c.status',
      'c.created_at',
      'c.decided_at',
    ])
    .where('c.company_id', '=', companyId);
}

async function presentClaims(db: Database, companyId: number, claims: ClaimRow[]): Promise<ShiftClaim[]> {
  const shifts = await presentedShifts(
    db,
    companyId,
    claims.map((c) => c.shift_id),
  );
  return claims.map((claim) => ({
    id: claim.id,
    shift: shifts.get(claim.shift_id)!,
    staff: claim.staff_id,
    staff_name: claim.staff_name,
    status: claim.status,
    created_at: claim.created_at.toISOString(),
    decided_at: claim.decided_at?.toISOString() ?? null,
  }));
}

/** Asks for an open shift: the request, and whether this call made it (201) or found it (200). */
export async function claimShift(
  db: Database,
  auth: AuthContext,
  shiftId: number,
): Promise<{ claim: ShiftClaim; created: boolean }> {
  const [shift] = await shiftRowsByIds(db, auth.companyId, [shiftId]);
  // A draft is nobody's business but the admin's: as unknown as another company's shift.
  if (!shift || shift.status !== 'published') throw new NotFoundError();
  const existing = await claimRows(db, auth.companyId)
    .where('c.shift_id', '=', shiftId)
    .where('c.staff_id', '=', auth.staffId)
    .executeTakeFirst();
  if (existing) return { claim: (await presentClaims(db, auth.companyId, [existing]))[0]!, created: false };
  if (!isOpen(shift)) throw ValidationError.field('shift', SHIFT_NOT_OPEN);
  const made = await db
    .insertInto('shift_claims')
    .values({ company_id: auth.companyId, shift_id: shiftId, staff_id: auth.staffId })
    .onConflict((oc) => oc.columns(['shift_id', 'staff_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const claim = await claimRows(db, auth.companyId)
    .where('c.shift_id', '=', shiftId)
    .where('c.staff_id', '=', auth.staffId)
    .executeTakeFirstOrThrow();
  if (made) {
    await recordAction(db, auth, {
      action: 'create',
      entity: 'shift',
      entity_id: shiftId,
      staff: auth.staffId,
      summary: `{staff} asked for an open shift ${shift.start_at.toISOString()}–${shift.end_at.toISOString()}`,
    });
  }
  return { claim: (await presentClaims(db, auth.companyId, [claim]))[0]!, created: made !== undefined };
}

/** An attendance admin's pending requests (oldest first); anyone else's own, newest first. */
export async function listClaims(db: Database, auth: AuthContext): Promise<ShiftClaim[]> {
  const rows = canSeeEveryone(auth)
    ? await claimRows(db, auth.companyId).where('c.status', '=', 'pending').orderBy('c.id').limit(500).execute()
    : await claimRows(db, auth.companyId)
        .where('c.staff_id', '=', auth.staffId)
        .orderBy('c.id', 'desc')
        .limit(100)
        .execute();
  return presentClaims(db, auth.companyId, rows);
}

/**
 * Approves (the shift becomes the person's; the other pending requests for it are declined) or
 * declines a pending request. Answers the request as decided, and the e-mails to deliver.
 */
export async function decideClaim(
  db: Database,
  mailer: Mailer,
  auth: AuthContext,
  claimId: number,
  approve: boolean,
): Promise<{ claim: ShiftClaim; emailIds: number[] }> {
  const claim = await claimRows(db, auth.companyId).where('c.id', '=', claimId).executeTakeFirst();
  if (!claim) throw new NotFoundError();
  if (claim.status !== 'pending') throw new ConflictError(SHIFT_CLAIM_DECIDED);
  const [before] = await shiftRowsByIds(db, auth.companyId, [claim.shift_id]);
  const now = new Date();
  const decided = { decided_at: now, decided_by_staff_id: auth.staffId };
  let emailIds: number[] = [];
  if (approve) {
    if (!before || !isOpen(before)) throw ValidationError.field('shift', SHIFT_NOT_OPEN);
    // The request runs in one transaction (server/lib/route.ts): a refusal below undoes it all.
    // Only while still nobody's: two admins approving two requests at once give it to one person.
    const given = await db
      .updateTable('shifts')
      .set({ staff_id: claim.staff_id, updated_at: now })
      .where('company_id', '=', auth.companyId)
      .where('id', '=', claim.shift_id)
      .where('staff_id', 'is', null)
      .executeTakeFirst();
    if (given.numUpdatedRows === 0n) throw ValidationError.field('shift', SHIFT_NOT_OPEN);
    await db
      .updateTable('shift_claims')
      .set({ status: 'approved', ...decided })
      .where('id', '=', claimId)
      .execute();
    const others = await db
      .updateTable('shift_claims')
      .set({ status: 'declined', ...decided })
      .where('shift_id', '=', claim.shift_id)
      .where('status', '=', 'pending')
      .returning('staff_id')
      .execute();
    const [after] = await shiftRowsByIds(db, auth.companyId, [claim.shift_id]);
    emailIds = await notifyShiftChange(db, mailer, auth.companyId, before, after!);
    if (others.length > 0) {
      const zone = await companyTimeZone(db, auth.companyId);
      const told = others.map((o) => o.staff_id);
      emailIds = [...emailIds, ...(await mailClaimTaken(db, mailer, auth.companyId, told, after!, zone))];
    }
  } else {
    await db
      .updateTable('shift_claims')
      .set({ status: 'declined', ...decided })
      .where('id', '=', claimId)
      .execute();
  }
  await recordAction(db, auth, {
    action: 'update',
    entity: 'shift',
    entity_id: claim.shift_id,
    staff: claim.staff_id,
    summary: approve
      ? 'Gave an open shift to {staff} at their request'
      : "Declined {staff}'s request for an open shift",
  });
  const [answer] = await presentClaims(db, auth.companyId, [
    await claimRows(db, auth.companyId).where('c.id', '=', claimId).executeTakeFirstOrThrow(),
  ]);
  return { claim: answer!, emailIds };
}
