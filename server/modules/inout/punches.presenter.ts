// Punch rows → the contract's Punch.
import type { ClockIn, Punch, PunchFlag } from '../../../contract/attendance';
import type { ClockInRow, PunchRow } from './punches.repository';

export function presentPunch(row: PunchRow): Punch {
  return {
    id: row.id,
    staff: row.staff_id,
    staff_name: row.staff_name,
    action: row.action,
    client_time: row.client_time.toISOString(),
    client_utc_offset_minutes: row.client_utc_offset_minutes,
    timezone: row.timezone,
    server_received_at: row.server_received_at.toISOString(),
    recorded_offline: row.recorded_offline,
    flagged: row.flags.length > 0,
    flags: row.flags as PunchFlag[],
    latitude: row.latitude,
    longitude: row.longitude,
    accuracy_m: row.accuracy_m,
    source: row.source,
    geofence_distance_m: row.geofence_distance_m,
  };
}

/** A punch of the Clock Ins list: with the kiosk that recorded it, null for any other punch. */
export function presentClockIn(row: ClockInRow): ClockIn {
  return {
    ...presentPunch(row),
    kiosk: row.kiosk_id === null || row.kiosk_name === null ? null : { id: row.kiosk_id, name: row.kiosk_name },
  };
}
