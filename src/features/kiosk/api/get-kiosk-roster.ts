// GET inout/api/kiosk/roster/ with the kiosk's credential: who can clock in here, with this kiosk's
// PIN verifiers. Kept in the kiosk's database (kiosk-store.ts), so the kiosk works offline.
import type { KioskRoster } from '../../../../contract/kiosk';
import { API_PATHS } from '../../../../contract/paths';
import { kioskApi } from '../../../offline/kiosk-sync';
import { saveRoster } from '../../../offline/kiosk-store';

export function getKioskRoster(credential: string): Promise<KioskRoster> {
  return kioskApi<KioskRoster>(credential, API_PATHS.kioskRoster);
}

/** Fetches the roster and keeps it on the device. */
export async function refreshKioskRoster(credential: string): Promise<KioskRoster> {
  const roster = await getKioskRoster(credential);
  await saveRoster(
    roster.people.map((p) => ({ staff_id: p.staff, name: p.name, salt: p.salt, verifier: p.verifier })),
    roster.verifier,
    Date.now(),
    { takePhotos: roster.kiosk.take_photos },
  );
  return roster;
}
