// The outbox kind of a kiosk's punches (issue 24): one punch per change, for the person whose PIN
// the kiosk checked, sent with the kiosk credential (src/offline/kiosk-sync.ts) to
// inout/api/kiosk/clock/ under the change's id as Idempotency-Key. Each punch is its own entity, so
// one refused (a person who left the company meanwhile) never holds back the others.
//
// A punch with a photo is one multipart request, built when queued and kept as the change's body in
// IndexedDB: the punch and its photo are sent, retried and answered together under one key, so the
// photo can neither be lost from its punch nor make it count twice (a replay answers the stored
// punch and the server writes no second file). A second upload keyed by the punch would need its
// own queue order and a punch id the device does not know offline. The outbox deletes a change once
// the server took it, and the photo with it: nothing of it stays on the kiosk.
import type { KioskPunchRequest } from '../../../../contract/kiosk';
import { KIOSK_PHOTO_FIELD } from '../../../../contract/kiosk-constants';
import { API_PATHS } from '../../../../contract/paths';
import { registerOutboxKind } from '../../../offline/kinds';
import { multipartBlob } from '../../../offline/multipart-blob';

export const KIOSK_CLOCK_KIND = 'kiosk.clock';

/** A punch as the kiosk queues it: with its photo when the kiosk takes photos and took one. */
export type QueuedKioskPunch = KioskPunchRequest & { photo?: Blob };

export function kioskPunchBody({ photo, ...punch }: QueuedKioskPunch): KioskPunchRequest | Blob {
  if (!photo) return punch;
  const name = photo.type === 'image/png' ? 'punch.png' : 'punch.jpg';
  return multipartBlob({ punch: JSON.stringify(punch) }, { field: KIOSK_PHOTO_FIELD, name, blob: photo });
}

export function registerKioskClockKind(): void {
  registerOutboxKind<QueuedKioskPunch>({
    kind: KIOSK_CLOCK_KIND,
    toRequest: (input) => ({
      method: 'POST',
      path: API_PATHS.kioskClock,
      body: kioskPunchBody(input),
      entityKey: `kiosk-punch:${crypto.randomUUID()}`,
    }),
  });
}
