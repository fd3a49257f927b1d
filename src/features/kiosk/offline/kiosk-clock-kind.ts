// The outbox kind of a kiosk's punches (issue 24): one punch per change, for the person whose PIN
// the kiosk checked, sent with the kiosk credential (src/offline/kiosk-sync.ts) to
// inout/api/kiosk/clock/ under the change's id as Idempotency-Key. Each punch is its own entity, so
// one refused (a person who left the company meanwhile) never holds back the others.
import type { KioskPunchRequest } from '../../../../contract/kiosk';
import { API_PATHS } from '../../../../contract/paths';
import { registerOutboxKind } from '../../../offline/kinds';

export const KIOSK_CLOCK_KIND = 'kiosk.clock';

export function registerKioskClockKind(): void {
  registerOutboxKind<KioskPunchRequest>({
    kind: KIOSK_CLOCK_KIND,
    toRequest: (input) => ({
      method: 'POST',
      path: API_PATHS.kioskClock,
      body: input,
      entityKey: `kiosk-punch:${crypto.randomUUID()}`,
    }),
  });
}
