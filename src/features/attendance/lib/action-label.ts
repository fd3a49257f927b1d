// The translation key of each punch action, wherever a punch is named (clock, lists, timesheets).
import type { ClockAction } from '../../../../contract/attendance';

const KEYS = {
  in: 'attendance.actions.in',
  out: 'attendance.actions.out',
  break_start: 'attendance.actions.break_start',
  break_end: 'attendance.actions.break_end',
} as const satisfies Record<ClockAction, string>;

export const actionLabelKey = (action: ClockAction) => KEYS[action];

/** Badge colours: starting work green, stopping it orange, breaks blue. */
export const actionPalette = (action: ClockAction) =>
  action === 'in' ? 'green' : action === 'out' ? 'orange' : 'blue';
