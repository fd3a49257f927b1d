// Which action the clock button offers: the opposite of the latest punch, whether that punch is
// still on this device or already on the server; and, while clocked in, the break button's action
// (issue 24). Clocking out during a break is allowed (never refuse a punch: the timesheet flags the
// break that was not ended).
import type { ClockAction } from '../../../../contract/attendance';
import type { ClockFlagNote } from './clock-flag-notes';
import type { LocationNote } from './location-note';

export interface KnownPunch {
  action: ClockAction;
  /** Tapped instant, ms since epoch. */
  at: number;
  /** Still waiting on this device. */
  queued: boolean;
  /** Its outbox id, while it waits on this device (an undo can take it back). */
  id?: string;
  /** Flagged for its location (none, or too vague for the company), once that is known. */
  location?: LocationNote | null;
  /** Late for its shift, or outside the site (issue 24): from the device at the tap, the server once sent. */
  flags?: ClockFlagNote[];
}

export function latestPunch(server: KnownPunch | null, queued: KnownPunch[]): KnownPunch | null {
  return [server, ...queued].reduce<KnownPunch | null>(
    (latest, p) => (p && (!latest || p.at >= latest.at) ? p : latest),
    null,
  );
}

/** The big button's action: clock out while clocked in (on a break too), else clock in. */
export function nextAction(latest: KnownPunch | null): 'in' | 'out' {
  return !latest || latest.action === 'out' ? 'in' : 'out';
}

/** The break button's action while clocked in; null when clocked out. */
export function breakAction(latest: KnownPunch | null): 'break_start' | 'break_end' | null {
  if (!latest || latest.action === 'out') return null;
  return latest.action === 'break_start' ? 'break_end' : 'break_start';
}
