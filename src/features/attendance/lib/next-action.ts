// Which action the clock button offers: the opposite of the latest punch, whether that punch is
// still on this device or already on the server.
import type { ClockAction } from '../../../../contract/attendance';
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
}

export function latestPunch(server: KnownPunch | null, queued: KnownPunch[]): KnownPunch | null {
  return [server, ...queued].reduce<KnownPunch | null>(
    (latest, p) => (p && (!latest || p.at >= latest.at) ? p : latest),
    null,
  );
}

export function nextAction(latest: KnownPunch | null): ClockAction {
  return latest?.action === 'in' ? 'out' : 'in';
}
