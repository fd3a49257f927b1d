// An attendance admin's decision on an accepted swap (shifts.swaps.ts). Approving hands the shift to
// the colleague in the request's transaction (server/lib/route.ts), on locked rows: the offer, then
// the shift, re-checked (still the offerer's, not started, the colleague active and free) so two
// admins approving at once make one change and the second is told why not. Rejecting leaves the
// shift with the offerer. Both sides are e-mailed either way.
import { SWAP_NOT_OPEN, type ShiftSwap } from '../../../contract/shift-swaps';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { AuthContext } from '../../lib/route';
import { recordAction } from '../people/action-history';
import { shiftRowsByIds } from './shifts.repository';
import { mailSwapEvent } from './shifts.swaps.mail';
import { refuseUnswappable } from './shifts.swaps.rules';
import { oneSwap, partiesOf, swapRows, type SwapRow } from './shifts.swaps';

export async function decideSwap(
  db: Database,
  mailer: Mailer,
  auth: AuthContext,
  id: number,
  approve: boolean,
): Promise<{ swap: ShiftSwap; emailIds: number[] }> {
  const swap = (await swapRows(db, auth.companyId).where('w.id', '=', id).forUpdate('w').executeTakeFirst()) as
    SwapRow | undefined;
  if (!swap) throw new NotFoundError();
  if (swap.status !== 'accepted') throw new ConflictError(SWAP_NOT_OPEN);
  // The shift's row is locked too: an admin moving or giving it away meanwhile waits for this one.
  await db
    .selectFrom('shifts')
    .select('id')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', swap.shift_id)
    .forUpdate()
    .execute();
  const [before] = await shiftRowsByIds(db, auth.companyId, [swap.shift_id]);
  const now = new Date();
  if (approve) {
    const shift = await refuseUnswappable(db, auth.companyId, swap, before, { colleagueFree: true });
    const moved = await db
      .updateTable('shifts')
      .set({ staff_id: swap.colleague_id, updated_at: now })
      .where('company_id', '=', auth.companyId)
      .where('id', '=', shift.id)
      .where('staff_id', '=', swap.staff_id)
      .executeTakeFirst();
    // Unreachable while the row is locked above; kept so a change of that order cannot give it twice.
    if (moved.numUpdatedRows === 0n) throw new ConflictError(SWAP_NOT_OPEN);
  }
  await db
    .updateTable('shift_swaps')
    .set({ status: approve ? 'approved' : 'rejected', decided_at: now, decided_by_staff_id: auth.staffId })
    .where('id', '=', id)
    .where('company_id', '=', auth.companyId)
    .execute();
  await recordAction(db, auth, {
    action: 'update',
    entity: 'shift',
    entity_id: swap.shift_id,
    staff: swap.colleague_id,
    summary: approve
      ? `Approved a shift swap: ${swap.staff_name}'s shift is now {staff}'s`
      : `Rejected a shift swap of ${swap.staff_name}'s shift to {staff}`,
  });
  const emailIds = before
    ? await mailSwapEvent(db, mailer, auth.companyId, approve ? 'approved' : 'rejected', before, partiesOf(swap))
    : [];
  return { swap: await oneSwap(db, auth.companyId, id), emailIds };
}
