// What the clock tells a worker about a punch's location (issue 21): nothing, or that the punch is
// flagged for having no location or a vaguer one than the company allows. The same rule as the
// server's (contract/attendance.ts locationFlag), so the worker learns it at the tap, offline too;
// once the punch reached the server, its own flags say it.
import { locationFlag, type LocationFlag, type Punch, type TimeClockSettings } from '../../../../contract/attendance';

export interface LocationNote {
  flag: LocationFlag;
  /** The fix's accuracy radius in metres (location_inaccurate). */
  accuracy_m: number | null;
  /** The company's limit in metres, when known (the device's settings; a sent punch does not carry it). */
  limit_m: number | null;
}

/** The note for a fix (null: none came) under the company's settings; null when nothing is wrong. */
export function locationNote(
  settings: Pick<TimeClockSettings, 'require_location' | 'max_location_accuracy_m'>,
  fix: { latitude?: number | null; longitude?: number | null; accuracy_m?: number | null } | null,
): LocationNote | null {
  const flag = locationFlag(settings, fix ?? {});
  if (!flag) return null;
  return { flag, accuracy_m: fix?.accuracy_m ?? null, limit_m: settings.max_location_accuracy_m };
}

/** The note for a punch the server holds, from its own flags. */
export function serverLocationNote(punch: Pick<Punch, 'flags' | 'accuracy_m'>): LocationNote | null {
  const flag = punch.flags.find((f): f is LocationFlag => f === 'location_missing' || f === 'location_inaccurate');
  return flag ? { flag, accuracy_m: punch.accuracy_m, limit_m: null } : null;
}
