// Clocking in and out. The punch records the tap as the device saw it and when the server got it.
// Differences are flagged for an admin to look at, never refused: a field worker's punch must not
// be lost because a phone's clock is wrong or the network was down for a shift.
import {
  clockBatchItemSchema,
  locationFlag,
  type ClockBatchResponse,
  type ClockRequest,
  type Punch,
  type PunchFlag,
  type TimeClockSettings,
} from '../../../contract/attendance';
import { geofenceCheck, type Geofence } from '../../../contract/geofence';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { ClockPunchesTable } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { pageWindow, paginated } from '../../lib/pagination';
import { created, type AuthContext, type Reply } from '../../lib/route';
import { normalizeTimeZone, zoneOffsetMinutes } from '../../lib/timezone';
import type { FastifyRequest } from 'fastify';
import { flagLateClockIns } from './punch-lateness';
import { kioskPhotoPath } from './kiosk-photos';
import { presentClockIn, presentPunch } from './punches.presenter';
import {
  getTimeClockSettings,
  geofencesOfStaff,
  getTimeClockSettingsOf,
  insertPunch,
  insertPunchesReturningRows,
  listPunches,
  staffExistsInCompany,
  staffStillClockedIn,
} from './punches.repository';

/** Offset in minutes of an ISO 8601 time with an explicit offset ("Z" is 0). */
export function utcOffsetMinutes(isoWithOffset: string): number {
  const match = isoWithOffset.match(/(Z|([+-])(\d{2}):?(\d{2}))$/i);
  if (!match || match[1]!.toUpperCase() === 'Z') return 0;
  const minutes = Number(match[3]) * 60 + Number(match[4]);
  return match[2] === '-' ? -minutes : minutes;
}

/** A change that waited longer than this on the device counts as recorded offline. */
export const OFFLINE_AGE_MS = 60_000;

export interface PunchTiming {
  clientTime: Date;
  receivedAt: Date;
  /** How long the punch waited on the device before this request (Outbox-Age-Ms), when known. */
  queuedMs: number | null;
  recordedOffline: boolean;
}

/** The location a punch carries, as stored (all null without a fix). */
export interface PunchLocation {
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
}

/**
 * Why a punch deserves a second look; empty when it looks right. The device clock's error is the
 * lag between tap and receipt minus the time the punch waited in the device's queue, so a punch
 * queued offline for hours is not "late", while a phone whose clock is wrong still shows. A
 * required location that is missing, or less precise than the company's limit, is flagged too
 * (contract/attendance.ts locationFlag, the rule the worker's clock tells them by).
 */
export function punchFlags(
  timing: PunchTiming,
  location: PunchLocation,
  settings: TimeClockSettings,
  outsideGeofence = false,
): PunchFlag[] {
  const flags: PunchFlag[] = [];
  const allowedMs = settings.max_clock_skew_minutes * 60_000;
  const lagMs = timing.receivedAt.getTime() - timing.clientTime.getTime();
  const clockErrorMs = lagMs - (timing.queuedMs ?? 0);
  if (clockErrorMs < -allowedMs) flags.push('future_time');
  // Without the queue age, a punch queued offline arrives late by design: only judge online ones.
  else if (clockErrorMs > allowedMs && (timing.queuedMs !== null || !timing.recordedOffline)) {
    flags.push('clock_skew');
  }
  const where = locationFlag(settings, location);
  if (where) flags.push(where);
  // Outside the division's geofence (contract/geofence.ts): judged whether or not a location is required.
  if (outsideGeofence) flags.push('outside_geofence');
  return flags;
}

/** The row of a punch as the device sent it, or why it cannot be stored. */
function punchRow(
  auth: AuthContext,
  body: ClockRequest,
  queuedMs: number | null,
  receivedAt: Date,
  settings: TimeClockSettings,
  fence: Geofence | null,
): Insertable<ClockPunchesTable> | { refused: string } {
  const timezone = normalizeTimeZone(body.timezone);
  if (!timezone) return { refused: UNKNOWN_TIME_ZONE };
  const clientTime = new Date(body.client_time);
  const hasLocation = body.latitude != null && body.longitude != null;
  const location: PunchLocation = {
    latitude: hasLocation ? (body.latitude ?? null) : null,
    longitude: hasLocation ? (body.longitude ?? null) : null,
    accuracy_m: hasLocation ? (body.accuracy_m ?? null) : null,
  };
  const recordedOffline = (body.recorded_offline ?? false) || (queuedMs ?? 0) > OFFLINE_AGE_MS;
  const geofence = geofenceCheck(fence, location);
  return {
    company_id: auth.companyId,
    staff_id: auth.staffId,
    action: body.action,
    client_time: clientTime,
    client_utc_offset_minutes: utcOffsetMinutes(body.client_time),
    timezone,
    server_received_at: receivedAt,
    recorded_offline: recordedOffline,
    flags: punchFlags({ clientTime, receivedAt, queuedMs, recordedOffline }, location, settings, geofence?.outside),
    ...location,
    geofence_distance_m: geofence?.distance_m ?? null,
    created_by_staff_id: auth.staffId,
  };
}

const UNKNOWN_TIME_ZONE = 'Unknown time zone.';

/** Whether a body (checked or not yet) carries a location: only those need the geofence. */
function hasLocation(body: unknown): boolean {
  const b = body as { latitude?: unknown; longitude?: unknown } | null;
  return typeof b?.latitude === 'number' && typeof b.longitude === 'number';
}

/** One clock-in or -out as a request brought it. */
export interface ClockCall {
  auth: AuthContext;
  body: ClockRequest;
  queuedMs: number | null;
}

/**
 * inout/api/clock/: the punches of the calls that arrived together (the route's group commit), in
 * one statement, with the settings of their companies read by one more. A punch refused (an
 * unknown time zone) answers its own error and is not stored.
 */
export async function clockMany(
  db: Database,
  calls: readonly ClockCall[],
  receivedAt = new Date(),
): Promise<Array<Reply<Punch> | ValidationError>> {
  const [settings, fences] = await Promise.all([
    getTimeClockSettingsOf(db, [...new Set(calls.map((c) => c.auth.companyId))]),
    geofencesOfStaff(
      db,
      calls.filter((c) => hasLocation(c.body)).map((c) => c.auth.staffId),
    ),
  ]);
  const rows = calls.map(({ auth, body, queuedMs }) =>
    punchRow(auth, body, queuedMs, receivedAt, settings.get(auth.companyId)!, fences.get(auth.staffId) ?? null),
  );
  const stored = rows.flatMap((row) => ('refused' in row ? [] : [row]));
  await flagLateClockIns(db, stored, (companyId) => settings.get(companyId)!);
  const inserted = (await insertPunchesReturningRows(db, stored)).values();
  return rows.map((row) =>
    'refused' in row ? ValidationError.field('timezone', row.refused) : created(presentPunch(inserted.next().value!)),
  );
}

/**
 * inout/api/clock/bulk/: punches the device queued, in one request and one statement. Each is
 * checked alone: a refused one is answered by its index and the others are stored. `queuedMs` is
 * the wait of the oldest; each punch waited that minus its queued_offset_ms.
 */
export async function clockBatch(
  db: Database,
  auth: AuthContext,
  items: unknown[],
  queuedMs: number | null,
  receivedAt = new Date(),
): Promise<ClockBatchResponse> {
  const [settings, fences] = await Promise.all([
    getTimeClockSettings(db, auth.companyId),
    geofencesOfStaff(db, items.some(hasLocation) ? [auth.staffId] : []),
  ]);
  const fence = fences.get(auth.staffId) ?? null;
  const errors: ClockBatchResponse['errors'] = [];
  const rows: Insertable<ClockPunchesTable>[] = [];
  items.forEach((raw, index) => {
    const parsed = clockBatchItemSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.map(String).join('.');
      errors.push({ index, detail: field ? `${field}: ${issue.message}` : issue.message });
      return;
    }
    const { queued_offset_ms: offset = 0, ...punch } = parsed.data;
    const row = punchRow(
      auth,
      punch,
      queuedMs === null ? null : Math.max(0, queuedMs - offset),
      receivedAt,
      settings,
      fence,
    );
    if ('refused' in row) errors.push({ index, detail: `timezone: ${row.refused}` });
    else rows.push(row);
  });
  await flagLateClockIns(db, rows, () => settings);
  const created = await insertPunchesReturningRows(db, rows);
  return { created: created.map(presentPunch), errors };
}

export function canSeeEveryone(auth: AuthContext): boolean {
  return auth.roles.user_is_attendance_admin || auth.roles.user_is_admin;
}

export interface ClockInsQuery {
  staff?: number;
  date_from?: string;
  date_to?: string;
  page: number;
  page_size: number;
}

/**
 * Punches, newest first. date_from/date_to are whole UTC days of the tapped instant; a client that
 * shows local days of staff in other zones asks for a day more on each side and narrows locally.
 */
export async function listClockIns(db: Database, auth: AuthContext, query: ClockInsQuery, request: FastifyRequest) {
  let staffId = query.staff;
  if (staffId !== undefined && !(await staffExistsInCompany(db, auth.companyId, staffId))) throw new NotFoundError();
  if (!canSeeEveryone(auth)) {
    // Non-admins see only their own punches, whatever they ask for.
    if (staffId !== undefined && staffId !== auth.staffId) throw new NotFoundError();
    staffId = auth.staffId;
  }
  const from = query.date_from ? new Date(`${query.date_from}T00:00:00Z`) : undefined;
  const to = query.date_to ? new Date(Date.parse(`${query.date_to}T00:00:00Z`) + 86_400_000) : undefined;
  const { limit, offset } = pageWindow(query);
  const { rows, count } = await listPunches(db, { companyId: auth.companyId, staffId, from, to }, limit, offset);
  // Photos taken by kiosks are for attendance admins only: nobody else is told where one is.
  const admin = canSeeEveryone(auth);
  const present = (row: (typeof rows)[number]) => {
    const punch = presentClockIn(row);
    return admin && row.photo ? { ...punch, photo: kioskPhotoPath(row.id, row.photo) } : punch;
  };
  return paginated(request, query, count, rows.map(present));
}

/** Clocks out everyone whose last punch is a clock-in, as of now, marked as done by an admin. */
/**
 * Clocks out everyone still clocked in, now, each in the zone they clocked in from: their working
 * hours and the lists read the punch on their own clock, as if they had tapped it themselves.
 */
export async function clockAllUsersOut(db: Database, auth: AuthContext, now = new Date()) {
  const open = await staffStillClockedIn(db, auth.companyId);
  for (const { staffId, timezone } of open) {
    await insertPunch(db, {
      company_id: auth.companyId,
      staff_id: staffId,
      action: 'out',
      client_time: now,
      client_utc_offset_minutes: zoneOffsetMinutes(timezone, now),
      timezone,
      server_received_at: now,
      flags: [],
      latitude: null,
      longitude: null,
      accuracy_m: null,
      source: 'admin',
      created_by_staff_id: auth.staffId,
    });
  }
  return { clocked_out: open.length };
}
