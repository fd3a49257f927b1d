// What a swap is refused for, checked when the colleague accepts and again, on locked rows, when an
// attendance admin approves: the shift must still be the offerer's and not started, and (at approval)
// the colleague still active, with no overlapping shift (drafts too, as the schedule's conflicts
// count them) and no approved time off on a day it touches. Each refusal is a 409 whose code names why.
import {
  SWAP_COLLEAGUE_INACTIVE,
  SWAP_COLLEAGUE_OVERLAP,
  SWAP_COLLEAGUE_TIME_OFF,
  SWAP_NOT_OFFERERS,
  SWAP_SHIFT_STARTED,
} from '../../../contract/shift-swaps';
import type { Database } from '../../db/database';
import { ConflictError } from '../../lib/errors';
import { companyTimeZone } from '../inout/timesheets.repository';
import { conflictsOf } from './shifts.conflicts';
import type { ShiftRow } from './shifts.repository';

interface SwapSides {
  staff_id: number;
  colleague_id: number;
}

/**
 * Whether `staffId` is an active member (and user) of the company. Apps are the company's, not each
 * person's (server/lib/authenticate.ts): the route already requires the attendance app, so every
 * active member of the company has it.
 */
export async function isActiveMember(db: Database, companyId: number, staffId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.id')
    .where('s.company_id', '=', companyId)
    .where('s.id', '=', staffId)
    .where('s.is_active', '=', true)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** The shift, if the swap may go on; otherwise the 409 that says why not. */
export async function refuseUnswappable(
  db: Database,
  companyId: number,
  swap: SwapSides,
  shift: ShiftRow | undefined,
  { colleagueFree }: { colleagueFree: boolean },
): Promise<ShiftRow> {
  if (!shift || shift.staff_id !== swap.staff_id || shift.status !== 'published')
    throw new ConflictError(SWAP_NOT_OFFERERS, 'swap_shift_not_offerers');
  if (shift.start_at.getTime() <= Date.now()) throw new ConflictError(SWAP_SHIFT_STARTED, 'swap_shift_started');
  if (!colleagueFree) return shift;
  if (!(await isActiveMember(db, companyId, swap.colleague_id)))
    throw new ConflictError(SWAP_COLLEAGUE_INACTIVE, 'swap_colleague_inactive');
  const zone = await companyTimeZone(db, companyId);
  const conflicts =
    (await conflictsOf(db, companyId, [{ ...shift, staff_id: swap.colleague_id }], zone)).get(shift.id) ?? [];
  if (conflicts.some((c) => c.kind === 'overlap'))
    throw new ConflictError(SWAP_COLLEAGUE_OVERLAP, 'swap_colleague_overlap');
  if (conflicts.some((c) => c.kind === 'time_off'))
    throw new ConflictError(SWAP_COLLEAGUE_TIME_OFF, 'swap_colleague_time_off');
  return shift;
}
