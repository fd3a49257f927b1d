// What a kiosk does with its device credential: fetch its roster (names, ids and PIN verifiers)
// and record punches for the people whose PIN it checked. The credential is looked up on every
// call, so a revoked kiosk is refused from its next call on, with its own code (kiosk_revoked) for
// the kiosk's screen. The server does not see the PIN of a punch: a punch made offline was checked
// on the device when the server could not be asked. It checks what it can — the person is an
// active member of the kiosk's company — and records that the PIN was checked on the device.
import type { FastifyRequest } from 'fastify';
import type { Insertable } from 'kysely';
import type { KioskPunch, KioskPunchRequest, KioskRoster } from '../../../contract/kiosk';
import {
  KIOSK_ITERATIONS,
  KIOSK_REVOKED_MESSAGE,
  KIOSK_TOKEN_HEADER,
  KIOSK_TOKEN_PREFIX,
  PIN_ITERATIONS,
  VERIFIER_ALGORITHM,
} from '../../../contract/kiosk-constants';
import type { Database } from '../../db/database';
import type { ClockPunchesTable } from '../../db/schema';
import { ForbiddenError, HttpError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { runIdempotent, type IdempotentOutcome } from '../../lib/idempotency';
import { created } from '../../lib/route';
import type { FileIo } from '../../lib/storage-quota';
import { hashSecret } from '../../lib/tokens';
import { normalizeTimeZone } from '../../lib/timezone';
import { kioskPhotoPath, saveKioskPhoto } from './kiosk-photos';
import { kioskVerifier } from './kiosk.verifier';
import {
  activeStaffOf,
  companyHasAttendance,
  companyName,
  kioskPunchById,
  type punchesOfKiosk,
  staffWithPins,
  touchKioskByCredential,
} from './kiosks.repository';
import { presentPunch } from './punches.presenter';
import { getTimeClockSettings } from './punches.repository';
import { OFFLINE_AGE_MS, punchFlags, utcOffsetMinutes } from './punches.service';

export interface KioskCaller {
  id: number;
  companyId: number;
  name: string;
  verifierSalt: string;
  takePhotos: boolean;
}

export const KIOSK_TOKEN_INVALID = 'This kiosk is not set up (its credential is not valid).';

/** The kiosk of the request's credential; 401 when missing, unknown or revoked, 403 without attendance. */
export async function authenticateKiosk(db: Database, request: FastifyRequest): Promise<KioskCaller> {
  const header = request.headers[KIOSK_TOKEN_HEADER];
  const credential = typeof header === 'string' ? header : undefined;
  if (!credential?.startsWith(KIOSK_TOKEN_PREFIX)) throw new UnauthorizedError(KIOSK_TOKEN_INVALID, 'token_invalid');
  const row = await touchKioskByCredential(db, hashSecret(credential));
  if (!row) throw new UnauthorizedError(KIOSK_TOKEN_INVALID, 'token_invalid');
  if (row.revoked_at) throw new HttpError(401, 'kiosk_revoked', KIOSK_REVOKED_MESSAGE);
  if (!(await companyHasAttendance(db, row.company_id))) {
    throw new ForbiddenError('The attendance app is not active for this company.');
  }
  return {
    id: row.id,
    companyId: row.company_id,
    name: row.name,
    verifierSalt: row.verifier_salt,
    takePhotos: row.take_photos,
  };
}

/** The roster: everyone active with a PIN, each with this kiosk's verifier of it. */
export async function kioskRoster(db: Database, kiosk: KioskCaller): Promise<KioskRoster> {
  const [people, company] = await Promise.all([staffWithPins(db, kiosk.companyId), companyName(db, kiosk.companyId)]);
  return {
    kiosk: { id: kiosk.id, name: kiosk.name, company_name: company.company_name, take_photos: kiosk.takePhotos },
    verifier: {
      algorithm: VERIFIER_ALGORITHM,
      pin_iterations: PIN_ITERATIONS,
      kiosk_iterations: KIOSK_ITERATIONS,
      kiosk_salt: kiosk.verifierSalt,
    },
    people: await Promise.all(
      people.map(async (p) => ({
        staff: p.staff_id,
        name: p.name,
        salt: p.device_salt,
        verifier: await kioskVerifier(p.device_key, kiosk.verifierSalt, p.device_salt),
      })),
    ),
  };
}

type KioskPunchRow = Awaited<ReturnType<typeof punchesOfKiosk>>[number];

/** A punch as every list shows it (punches.presenter.ts), with the kiosk that recorded it. */
export function presentKioskPunch(row: KioskPunchRow): KioskPunch {
  return {
    ...presentPunch(row),
    kiosk: row.kiosk_id!,
    pin_checked_on_device: row.pin_checked_on_device,
    photo: kioskPhotoPath(row.id, row.photo),
  };
}

/** A punch as a kiosk sends it: the punch, and its photo when it has one. */
export interface KioskPunchInput {
  punch: KioskPunchRequest;
  photo: Buffer | null;
}

/**
 * Records one punch for a person, by the kiosk, with its photo if any (checked before anything is
 * written); 400 on `staff` when they are not an active member.
 */
async function recordKioskPunch(
  db: Database,
  kiosk: KioskCaller,
  { punch: body, photo }: KioskPunchInput,
  io: FileIo,
  queuedMs: number | null,
  receivedAt = new Date(),
): Promise<KioskPunch> {
  if (!(await activeStaffOf(db, kiosk.companyId, body.staff))) {
    throw ValidationError.field('staff', 'This person is not an active member of this company.');
  }
  const timezone = normalizeTimeZone(body.timezone);
  if (!timezone) throw ValidationError.field('timezone', 'Unknown time zone.');
  const settings = await getTimeClockSettings(db, kiosk.companyId);
  const clientTime = new Date(body.client_time);
  const recordedOffline = (body.recorded_offline ?? false) || (queuedMs ?? 0) > OFFLINE_AGE_MS;
  const noLocation = { latitude: null, longitude: null, accuracy_m: null };
  // A kiosk stands at one site: a location is not asked of it, so none is flagged missing.
  const flags = punchFlags({ clientTime, receivedAt, queuedMs, recordedOffline }, noLocation, {
    ...settings,
    require_location: false,
  });
  if (body.no_photo && !photo) flags.push('no_photo');
  const photoName = photo ? await saveKioskPhoto(db, io, kiosk.companyId, photo) : null;
  const row: Insertable<ClockPunchesTable> = {
    company_id: kiosk.companyId,
    staff_id: body.staff,
    action: body.action,
    client_time: clientTime,
    client_utc_offset_minutes: utcOffsetMinutes(body.client_time),
    timezone,
    server_received_at: receivedAt,
    recorded_offline: recordedOffline,
    flags,
    ...noLocation,
    created_by_staff_id: null,
    kiosk_id: kiosk.id,
    pin_checked_on_device: true,
    photo: photoName,
  };
  const { id } = await db.insertInto('clock_punches').values(row).returning('id').executeTakeFirstOrThrow();
  return presentKioskPunch(await kioskPunchById(db, kiosk.companyId, kiosk.id, id));
}

/**
 * POST inout/api/kiosk/clock/: a punch under the request's Idempotency-Key, kept per kiosk (the
 * idempotency scope's user is the kiosk, as -id: no user has a negative id), so a replay of the
 * same key answers the same punch and stores nothing more.
 */
export async function kioskClock(
  db: Database,
  request: FastifyRequest,
  input: KioskPunchInput,
  io: FileIo,
  queuedMs: number | null,
): Promise<IdempotentOutcome> {
  const kiosk = await authenticateKiosk(db, request);
  const key = request.headers['idempotency-key'];
  const run = async (trx: Database) => created(await recordKioskPunch(trx, kiosk, input, io, queuedMs));
  if (typeof key !== 'string' || key.length === 0) {
    const reply = await db.transaction().execute(run);
    return { status: reply.status, body: reply.body, replayed: false };
  }
  return runIdempotent(db, {
    companyId: kiosk.companyId,
    userId: -kiosk.id,
    key,
    fingerprint: { method: 'POST', url: request.url, body: request.body },
    run,
  });
}
