// Wrong PINs on a kiosk slow further attempts down, offline, and never lock anyone out (as sign-in
// does: server/modules/account/login-throttle.ts). The count is per kiosk, not per person: someone
// at the tablet could otherwise guess five times against every name in turn. Five wrong PINs in a
// row are free; then each attempt waits 30 s, doubling with each further wrong PIN up to 15 minutes,
// counted from the last wrong one. A right PIN starts the count again. Kept in the kiosk's database,
// so reloading the page does not reset it.
import {
  PIN_FIRST_DELAY_SECONDS,
  PIN_FREE_FAILURES,
  PIN_MAX_DELAY_SECONDS,
} from '../../../../contract/kiosk-constants';
import type { PinFailures } from '../../../offline/kiosk-store';

/** The wait after `failures` wrong PINs in a row, in seconds (0 while they are free). */
export function pinDelaySeconds(failures: number): number {
  if (failures < PIN_FREE_FAILURES) return 0;
  return Math.min(PIN_MAX_DELAY_SECONDS, PIN_FIRST_DELAY_SECONDS * 2 ** Math.min(failures - PIN_FREE_FAILURES, 20));
}

/** Seconds the next attempt must still wait (0: it may go ahead). */
export function pinWaitSeconds(state: PinFailures, now: number): number {
  const remainingMs = state.lastFailureAt + pinDelaySeconds(state.failures) * 1000 - now;
  // A clock set back must not stretch the wait beyond the delay itself.
  const bounded = Math.min(remainingMs, pinDelaySeconds(state.failures) * 1000);
  return bounded > 0 ? Math.ceil(bounded / 1000) : 0;
}

export const failed = (state: PinFailures, now: number): PinFailures => ({
  failures: state.failures + 1,
  lastFailureAt: now,
});
