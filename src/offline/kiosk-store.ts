// The time-clock kiosk's device database (issue 24). A kiosk has no signed-in person, so it has a
// database of its own, not a user's: its credential, its roster (names, ids and PIN verifiers, no
// profiles), its wrong-PIN count and its outbox of punches, sent with the kiosk credential
// (kiosk-sync.ts). A revoked kiosk deletes the whole database: it keeps nothing.
import { GroundworkDatabase, type KioskRosterRecord } from './db';
import { enqueue } from './outbox';

export const KIOSK_DATABASE_NAME = 'groundwork-kiosk';

let open: GroundworkDatabase | null = null;
/** Set once this page forgot a revoked kiosk: nothing may create its database again until set up. */
let forgotten = false;

export class KioskForgottenError extends Error {
  constructor() {
    super('This kiosk was revoked and forgotten.');
    this.name = 'KioskForgottenError';
  }
}

export function kioskDatabase(): GroundworkDatabase {
  // Dexie creates a database on first use: a late read after a revoke must not bring it back empty.
  if (forgotten) throw new KioskForgottenError();
  open ??= new GroundworkDatabase(KIOSK_DATABASE_NAME);
  return open;
}

export interface KioskVerifierParams {
  algorithm: string;
  pin_iterations: number;
  kiosk_iterations: number;
  kiosk_salt: string;
}

export interface KioskDevice {
  kioskId: number;
  name: string;
  companyName: string;
  credential: string;
  verifier: KioskVerifierParams | null;
  /** When the roster was last fetched (ms since epoch), or null before the first. */
  rosterAt: number | null;
  /** Take a photo with the front camera at each punch: the admin's setting, from the roster. */
  takePhotos?: boolean;
}

export interface PinFailures {
  failures: number;
  lastFailureAt: number;
}

export async function loadKioskDevice(): Promise<KioskDevice | null> {
  const row = await kioskDatabase().kiosk_device.get('device');
  return (row?.value as KioskDevice | undefined) ?? null;
}

/** Sets this device up as a kiosk (replacing any earlier kiosk and what it kept). */
export async function saveKioskDevice(device: KioskDevice): Promise<void> {
  forgotten = false;
  const db = kioskDatabase();
  await db.transaction('rw', db.kiosk_device, db.kiosk_roster, async () => {
    await db.kiosk_roster.clear();
    await db.kiosk_device.clear();
    await db.kiosk_device.put({ key: 'device', value: device });
  });
}

/** Replaces the roster at once (people whose PIN was cleared leave it), with the kiosk's settings. */
export async function saveRoster(
  people: KioskRosterRecord[],
  verifier: KioskVerifierParams,
  now = Date.now(),
  settings: Pick<KioskDevice, 'takePhotos'> = {},
): Promise<void> {
  const db = kioskDatabase();
  await db.transaction('rw', db.kiosk_device, db.kiosk_roster, async () => {
    const device = (await db.kiosk_device.get('device'))?.value as KioskDevice | undefined;
    if (!device) return;
    await db.kiosk_roster.clear();
    await db.kiosk_roster.bulkPut(people);
    await db.kiosk_device.put({ key: 'device', value: { ...device, ...settings, verifier, rosterAt: now } });
  });
}

export async function listRoster(): Promise<KioskRosterRecord[]> {
  return kioskDatabase().kiosk_roster.orderBy('name').toArray();
}

export async function loadPinFailures(): Promise<PinFailures> {
  const row = await kioskDatabase().kiosk_device.get('throttle');
  return (row?.value as PinFailures | undefined) ?? { failures: 0, lastFailureAt: 0 };
}

export async function savePinFailures(value: PinFailures): Promise<void> {
  await kioskDatabase().kiosk_device.put({ key: 'throttle', value });
}

/** A revoked kiosk keeps nothing: credential, roster, counts and unsent punches all go. */
export async function forgetKiosk(): Promise<void> {
  const db = open ?? new GroundworkDatabase(KIOSK_DATABASE_NAME);
  open = null;
  forgotten = true;
  db.close();
  await db.delete();
}

/** Saves a punch in the kiosk's outbox ("saved on this device" once this resolves). */
export async function queueKioskPunch<Input>(kind: string, input: Input): Promise<void> {
  await enqueue(kioskDatabase(), kind, input);
}

export async function kioskPendingCount(): Promise<number> {
  return kioskDatabase().outbox.count();
}
