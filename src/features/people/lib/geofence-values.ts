// A division's geofence as its form holds it (issue 24): three text fields, all filled or all empty.
// The checks say what the server says (contract/people-constants.ts), under the same fields, before
// a round trip; the body carries the geofence only when it changed, so an edit of the name alone
// leaves a geofence set elsewhere as it is.
import type { Division, DivisionCreate } from '../../../../contract/people';
import {
  GEOFENCE_INCOMPLETE,
  GEOFENCE_LATITUDE_RANGE,
  GEOFENCE_LONGITUDE_RANGE,
  GEOFENCE_RADIUS_RANGE,
} from '../../../../contract/people-constants';
import { MAX_GEOFENCE_RADIUS_M } from '../../../../contract/geofence';

export interface GeofenceValues {
  geofence_latitude: string;
  geofence_longitude: string;
  geofence_radius_m: string;
}
type Field = keyof GeofenceValues;
const FIELDS: Field[] = ['geofence_latitude', 'geofence_longitude', 'geofence_radius_m'];

const shown = (value: number | null | undefined) => (value == null ? '' : String(value));

export const geofenceValues = (division: Division | null): GeofenceValues => ({
  geofence_latitude: shown(division?.geofence_latitude),
  geofence_longitude: shown(division?.geofence_longitude),
  geofence_radius_m: shown(division?.geofence_radius_m),
});

/** A typed number, or NaN for anything else ("", "abc", "1e"): the range check then names it. */
const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text.trim().replace(',', '.')));

const RULES: Record<Field, { message: string; ok: (n: number) => boolean }> = {
  geofence_latitude: { message: GEOFENCE_LATITUDE_RANGE, ok: (n) => n >= -90 && n <= 90 },
  geofence_longitude: { message: GEOFENCE_LONGITUDE_RANGE, ok: (n) => n >= -180 && n <= 180 },
  geofence_radius_m: {
    message: GEOFENCE_RADIUS_RANGE,
    ok: (n) => Number.isInteger(n) && n >= 1 && n <= MAX_GEOFENCE_RADIUS_M,
  },
};

export function geofenceErrors(values: GeofenceValues): Partial<Record<Field, string>> {
  const filled = FIELDS.filter((f) => values[f].trim() !== '');
  if (filled.length === 0) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) {
    if (!filled.includes(field)) errors[field] = GEOFENCE_INCOMPLETE;
    else if (!RULES[field].ok(numberOf(values[field]))) errors[field] = RULES[field].message;
  }
  return errors;
}

type GeofenceBody = Pick<DivisionCreate, Field>;

/**
 * The geofence part of the division's body: nothing when it is as stored (or still none on a new
 * division), three nulls when emptied, else the three numbers. Only for values without errors.
 */
export function geofenceBody(values: GeofenceValues, division: Division | null): GeofenceBody {
  const before = geofenceValues(division);
  if (FIELDS.every((f) => values[f].trim() === before[f])) return {};
  if (FIELDS.every((f) => values[f].trim() === '')) {
    return { geofence_latitude: null, geofence_longitude: null, geofence_radius_m: null };
  }
  return {
    geofence_latitude: numberOf(values.geofence_latitude),
    geofence_longitude: numberOf(values.geofence_longitude),
    geofence_radius_m: numberOf(values.geofence_radius_m),
  };
}

/** The radius a located centre starts with when none is typed yet. */
export const DEFAULT_GEOFENCE_RADIUS_M = 100;

/** A device fix rounded to 6 decimals (about 10 cm): more is noise in a form. */
export const fixDegrees = (degrees: number) => String(Math.round(degrees * 1e6) / 1e6);
