// What attendance admins do with kiosks and PINs: set or clear a staff member's PIN, create a kiosk
// (its credential is answered once, here, and only its hash kept), list kiosks, revoke one, and see
// the punches a kiosk recorded. Each change is kept in the action history; a PIN never is.
import type { CreatedKiosk, Kiosk, KioskPunch, StaffPinStatus } from '../../../contract/kiosk';
import { KIOSK_TOKEN_PREFIX } from '../../../contract/kiosk-constants';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { hashSecret, newSecret } from '../../lib/tokens';
import { recordAction } from '../people/action-history';
import { deviceKey, hashPin, newSalt } from './kiosk.verifier';
import {
  activeStaffOf,
  deletePin,
  insertKiosk,
  kioskRow,
  listKioskRows,
  pinUpdatedAt,
  punchesOfKiosk,
  revokeKioskRow,
  setKioskPhotos,
  upsertPin,
  type KioskRow,
} from './kiosks.repository';
import { presentKioskPunch } from './kiosk-device.service';

const SHOWN_PREFIX_LENGTH = KIOSK_TOKEN_PREFIX.length + 6;

export function presentKiosk(row: KioskRow): Kiosk {
  return {
    id: row.id,
    name: row.name,
    credential_prefix: row.credential_prefix,
    created_at: row.created_at.toISOString(),
    created_by_name: row.created_by_name,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    last_seen_at: row.last_seen_at?.toISOString() ?? null,
    take_photos: row.take_photos,
  };
}

async function staffOrNotFound(db: Database, companyId: number, staffId: number) {
  const staff = await activeStaffOf(db, companyId, staffId);
  if (!staff) throw new NotFoundError();
  return staff;
}

/** Sets (or replaces) the PIN; every kiosk's verifier of the old one stops matching at its next roster. */
export async function setPin(db: Database, auth: AuthContext, staffId: number, pin: string): Promise<StaffPinStatus> {
  await staffOrNotFound(db, auth.companyId, staffId);
  const salt = newSalt();
  const [pinHash, key] = await Promise.all([hashPin(pin), deviceKey(pin, salt)]);
  const row = await upsertPin(db, {
    staff_id: staffId,
    company_id: auth.companyId,
    pin_hash: pinHash,
    device_salt: salt,
    device_key: key,
    set_by_staff_id: auth.staffId,
  });
  await recordAction(db, auth, {
    action: 'update',
    entity: 'staff_pin',
    entity_id: staffId,
    staff: staffId,
    summary: staffId === auth.staffId ? 'Set their own kiosk PIN' : "Set {staff}'s kiosk PIN",
  });
  return { staff: staffId, has_pin: true, updated_at: row.updated_at.toISOString() };
}

export async function clearPin(db: Database, auth: AuthContext, staffId: number): Promise<StaffPinStatus> {
  await staffOrNotFound(db, auth.companyId, staffId);
  await deletePin(db, auth.companyId, staffId);
  await recordAction(db, auth, {
    action: 'delete',
    entity: 'staff_pin',
    entity_id: staffId,
    staff: staffId,
    summary: "Cleared {staff}'s kiosk PIN",
  });
  return { staff: staffId, has_pin: false, updated_at: null };
}

export async function pinStatus(db: Database, auth: AuthContext, staffId: number): Promise<StaffPinStatus> {
  await staffOrNotFound(db, auth.companyId, staffId);
  const row = await pinUpdatedAt(db, auth.companyId, staffId);
  return { staff: staffId, has_pin: row !== undefined, updated_at: row?.updated_at.toISOString() ?? null };
}

export async function listKiosks(db: Database, auth: AuthContext) {
  return { results: (await listKioskRows(db, auth.companyId)).map(presentKiosk) };
}

export async function createKiosk(db: Database, auth: AuthContext, name: string): Promise<CreatedKiosk> {
  const credential = `${KIOSK_TOKEN_PREFIX}${newSecret(32)}`;
  const { id } = await insertKiosk(db, {
    company_id: auth.companyId,
    name,
    created_by_staff_id: auth.staffId,
    credential_hash: hashSecret(credential),
    credential_prefix: credential.slice(0, SHOWN_PREFIX_LENGTH),
    verifier_salt: newSalt(),
  });
  await recordAction(db, auth, { action: 'create', entity: 'kiosk', entity_id: id, summary: `Set up kiosk "${name}"` });
  const row = await kioskRow(db, auth.companyId, id);
  return { ...presentKiosk(row!), credential };
}

/** Revokes the kiosk: its credential is refused from the next call on (checked on every call). */
export async function revokeKiosk(db: Database, auth: AuthContext, id: number): Promise<Kiosk> {
  const before = await kioskRow(db, auth.companyId, id);
  if (!before) throw new NotFoundError();
  await revokeKioskRow(db, auth.companyId, id);
  if (!before.revoked_at) {
    await recordAction(db, auth, {
      action: 'update',
      entity: 'kiosk',
      entity_id: id,
      summary: `Revoked kiosk "${before.name}"`,
    });
  }
  return presentKiosk((await kioskRow(db, auth.companyId, id))!);
}

/** Turns photos at each punch on or off; the kiosk hears it with its next roster. */
export async function updateKiosk(db: Database, auth: AuthContext, id: number, takePhotos: boolean): Promise<Kiosk> {
  const before = await kioskRow(db, auth.companyId, id);
  if (!before) throw new NotFoundError();
  await setKioskPhotos(db, auth.companyId, id, takePhotos);
  if (before.take_photos !== takePhotos) {
    await recordAction(db, auth, {
      action: 'update',
      entity: 'kiosk',
      entity_id: id,
      summary: takePhotos
        ? `Turned on photos at each punch on kiosk "${before.name}"`
        : `Turned off photos at each punch on kiosk "${before.name}"`,
    });
  }
  return presentKiosk((await kioskRow(db, auth.companyId, id))!);
}

/** The latest punches a kiosk recorded (the admin's check of what arrived from it). */
export async function kioskPunches(db: Database, auth: AuthContext, id: number): Promise<{ results: KioskPunch[] }> {
  if (!(await kioskRow(db, auth.companyId, id))) throw new NotFoundError();
  return { results: (await punchesOfKiosk(db, auth.companyId, id, 200)).map(presentKioskPunch) };
}
