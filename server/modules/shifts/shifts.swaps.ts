// Shift swaps (issue 24), built as the open-shift requests are (shifts.claims.ts): a staff member
// offers one of their own published, future shifts to a named colleague (an active member of the same
// company); the colleague accepts or declines; the offerer may withdraw it until an attendance admin
// decides (shifts.swaps.decide.ts). One open offer per shift: offering the same shift to the same
// colleague again (a retried tap) answers that offer, to someone else is refused until it is closed.
import type { ShiftSwap, ShiftSwapStatus } from '../../../contract/shift-swaps';
import {
  OPEN_SWAP_STATUSES,
  SWAP_ALREADY_OPEN,
  SWAP_NOT_OPEN,
  SWAP_NOT_YOURSELF,
  SWAP_SHIFT_STARTED,
  SWAP_UNKNOWN_COLLEAGUE,
} from '../../../contract/shift-swaps';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { AuthContext } from '../../lib/route';
import { recordAction } from '../people/action-history';
import { fullName } from '../people/staff.repository';
import { canSeeEveryone } from '../inout/punches.service';
import { shiftRowsByIds, type ShiftRow } from './shifts.repository';
import { presentedShifts } from './shifts.service';
import { mailSwapEvent } from './shifts.swaps.mail';
import { isActiveMember, refuseUnswappable } from './shifts.swaps.rules';

export interface SwapRow {
  id: number;
  shift_id: number;
  staff_id: number;
  staff_name: string;
  colleague_id: number;
  colleague_name: string;
  status: ShiftSwapStatus;
  created_at: Date;
  answered_at: Date | null;
  decided_at: Date | null;
}

export function swapRows(db: Database, companyId: number) {
  return db
    .selectFrom('shift_swaps as w')
    .innerJoin('staff as s', 's.id', 'w.staff_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('staff as cs', 'cs.id', 'w.colleague_id')
    .innerJoin('users as cu', 'cu.id', 'cs.user_id')
    .select([
      'w.id',
      'w.shift_id',
      'w.staff_id',
      fullName('u').as('staff_name'),
      'w.colleague_id',
      fullName('cu').as('colleague_name'),
      'w.status',
      'w.created_at',
      'w.answered_at',
      'w.decided_at',
    ])
    .where('w.company_id', '=', companyId);
}

export async function presentSwaps(db: Database, companyId: number, swaps: SwapRow[]): Promise<ShiftSwap[]> {
  const shifts = await presentedShifts(
    db,
    companyId,
    swaps.map((s) => s.shift_id),
  );
  return swaps.map((swap) => ({
    id: swap.id,
    shift: shifts.get(swap.shift_id)!,
    staff: swap.staff_id,
    staff_name: swap.staff_name,
    colleague: swap.colleague_id,
    colleague_name: swap.colleague_name,
    status: swap.status,
    created_at: swap.created_at.toISOString(),
    answered_at: swap.answered_at?.toISOString() ?? null,
    decided_at: swap.decided_at?.toISOString() ?? null,
  }));
}

export async function oneSwap(db: Database, companyId: number, id: number): Promise<ShiftSwap> {
  const row = await swapRows(db, companyId).where('w.id', '=', id).executeTakeFirstOrThrow();
  return (await presentSwaps(db, companyId, [row]))[0]!;
}

/** The names the e-mails and the action history use for both sides. */
export const partiesOf = (swap: SwapRow) => ({
  offerer: { id: swap.staff_id, name: swap.staff_name },
  colleague: { id: swap.colleague_id, name: swap.colleague_name },
});

const when = (shift: ShiftRow) => `${shift.start_at.toISOString()}–${shift.end_at.toISOString()}`;

const openSwapOf = (db: Database, companyId: number, shiftId: number) =>
  swapRows(db, companyId)
    .where('w.shift_id', '=', shiftId)
    .where('w.status', 'in', [...OPEN_SWAP_STATUSES])
    .executeTakeFirst();

/** Offers a shift: the offer, whether this call made it (201) or found it (200), and its e-mails. */
export async function offerSwap(
  db: Database,
  mailer: Mailer,
  auth: AuthContext,
  shiftId: number,
  colleagueId: number,
): Promise<{ swap: ShiftSwap; created: boolean; emailIds: number[] }> {
  const [shift] = await shiftRowsByIds(db, auth.companyId, [shiftId]);
  // Only one's own published shift: anyone else's, or a draft, is as unknown as another company's.
  if (!shift || shift.status !== 'published' || shift.staff_id !== auth.staffId) throw new NotFoundError();
  const open = await openSwapOf(db, auth.companyId, shiftId);
  if (open?.colleague_id === colleagueId) {
    return { swap: (await presentSwaps(db, auth.companyId, [open]))[0]!, created: false, emailIds: [] };
  }
  if (shift.start_at.getTime() <= Date.now()) throw ValidationError.field('shift', SWAP_SHIFT_STARTED);
  if (colleagueId === auth.staffId) throw ValidationError.field('colleague', SWAP_NOT_YOURSELF);
  if (!(await isActiveMember(db, auth.companyId, colleagueId)))
    throw ValidationError.field('colleague', SWAP_UNKNOWN_COLLEAGUE);
  if (open) throw new ConflictError(SWAP_ALREADY_OPEN, 'swap_already_open');
  const made = await db
    .insertInto('shift_swaps')
    .values({ company_id: auth.companyId, shift_id: shiftId, staff_id: auth.staffId, colleague_id: colleagueId })
    // The partial unique index keeps one open offer per shift when two offers race.
    .onConflict((oc) =>
      oc
        .column('shift_id')
        // The index's predicate as written there: a parameter would not match it.
        .where(sql<boolean>`status IN ('offered', 'accepted')`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!made) throw new ConflictError(SWAP_ALREADY_OPEN, 'swap_already_open');
  const row = await swapRows(db, auth.companyId).where('w.id', '=', made.id).executeTakeFirstOrThrow();
  await recordAction(db, auth, {
    action: 'create',
    entity: 'shift',
    entity_id: shiftId,
    staff: colleagueId,
    summary: `Offered a shift ${when(shift)} to {staff}`,
  });
  const emailIds = await mailSwapEvent(db, mailer, auth.companyId, 'offered', shift, partiesOf(row));
  return { swap: (await presentSwaps(db, auth.companyId, [row]))[0]!, created: true, emailIds };
}

/**
 * The offers one made or received (newest first); an attendance admin also sees every accepted one
 * of the company, waiting for their decision.
 */
export async function listSwaps(db: Database, auth: AuthContext): Promise<ShiftSwap[]> {
  const admin = canSeeEveryone(auth);
  const rows = await swapRows(db, auth.companyId)
    .where((eb) =>
      eb.or([
        eb('w.staff_id', '=', auth.staffId),
        eb('w.colleague_id', '=', auth.staffId),
        ...(admin ? [eb('w.status', '=', 'accepted')] : []),
      ]),
    )
    .orderBy('w.id', 'desc')
    .limit(200)
    .execute();
  return presentSwaps(db, auth.companyId, rows as SwapRow[]);
}

/** The offer locked for a change by one of its sides: 404 if the caller is neither. */
export async function lockedSwap(db: Database, auth: AuthContext, id: number): Promise<SwapRow> {
  const row = await swapRows(db, auth.companyId).where('w.id', '=', id).forUpdate('w').executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row as SwapRow;
}

/**
 * The colleague accepts (then an admin decides) or declines; the offerer withdraws. The state it
 * needs: offered, for an answer; offered or accepted, to withdraw.
 */
export async function answerSwap(
  db: Database,
  mailer: Mailer,
  auth: AuthContext,
  id: number,
  answer: 'accept' | 'decline' | 'withdraw',
): Promise<{ swap: ShiftSwap; emailIds: number[] }> {
  const swap = await lockedSwap(db, auth, id);
  const party = answer === 'withdraw' ? swap.staff_id : swap.colleague_id;
  if (swap.staff_id !== auth.staffId && swap.colleague_id !== auth.staffId) throw new NotFoundError();
  if (party !== auth.staffId) throw new ForbiddenError();
  const allowed: readonly ShiftSwapStatus[] = answer === 'withdraw' ? OPEN_SWAP_STATUSES : ['offered'];
  if (!allowed.includes(swap.status)) throw new ConflictError(SWAP_NOT_OPEN);
  const [shift] = await shiftRowsByIds(db, auth.companyId, [swap.shift_id]);
  // Accepting a shift that changed hands or started meanwhile would only wait to be refused.
  if (answer === 'accept') await refuseUnswappable(db, auth.companyId, swap, shift, { colleagueFree: false });
  const status = answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : 'withdrawn';
  await db
    .updateTable('shift_swaps')
    .set({ status, answered_at: new Date() })
    .where('id', '=', id)
    .where('company_id', '=', auth.companyId)
    .execute();
  await recordAction(db, auth, {
    action: 'update',
    entity: 'shift',
    entity_id: swap.shift_id,
    staff: answer === 'withdraw' ? swap.colleague_id : swap.staff_id,
    summary:
      answer === 'withdraw'
        ? `Withdrew the offer of a shift ${shift ? when(shift) : ''} to {staff}`
        : `${answer === 'accept' ? 'Accepted' : 'Declined'} a shift ${shift ? when(shift) : ''} offered by {staff}`,
  });
  const emailIds =
    answer === 'withdraw' || !shift
      ? []
      : await mailSwapEvent(
          db,
          mailer,
          auth.companyId,
          answer === 'accept' ? 'accepted' : 'declined',
          shift,
          partiesOf(swap),
        );
  return { swap: await oneSwap(db, auth.companyId, id), emailIds };
}
