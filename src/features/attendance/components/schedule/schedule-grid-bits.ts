// What the schedule grid and its Move dialog send when a shift moves: the new day's instants (same
// wall times) and, by person, the new person (null: open); by position, the new position.
import type { Shift, ShiftPatch } from '../../../../../contract/shifts';
import { movedTimes, type ScheduleMode } from '../../lib/schedule-week';

export function moveBody(
  shift: Shift,
  toDate: string,
  toRow: number | null,
  mode: ScheduleMode,
  zone: string,
): ShiftPatch & { id: number } {
  return {
    id: shift.id,
    ...movedTimes(shift, toDate, zone),
    ...(mode === 'person' ? { staff: toRow } : { position: toRow }),
  };
}

/** The drag's payload type: a shift's id. */
export const SHIFT_DRAG_TYPE = 'application/x-groundwork-shift';
