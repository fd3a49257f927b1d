// Geofences (issue 24): a division may have a circle (centre and radius in metres) its staff are
// expected to punch inside. A punch made outside it is flagged `outside_geofence`, with the distance
// kept on the punch, and never refused (like every punch flag). The arithmetic lives here, without
// zod, so the server flags by it and a screen can say the same thing.

/** Mean Earth radius (IUGG), in metres: the sphere the great-circle distance is measured on. */
export const EARTH_RADIUS_M = 6_371_008.8;

/** The largest radius a division's geofence may have, in metres (100 km). */
export const MAX_GEOFENCE_RADIUS_M = 100_000;

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface Geofence extends LatLng {
  radius_m: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points, in metres (haversine formula: well conditioned for
 * the short distances a geofence deals in, where the spherical law of cosines loses precision).
 * The sphere is off the ellipsoid by at most about 0.5 %, far inside a phone fix's error.
 */
export function greatCircleMetres(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where a punch's fix stands against a geofence: null when there is nothing to judge (no geofence,
 * or no fix); else the distance from the centre in whole metres, and whether the punch is outside.
 * A fix is only "outside" when even the near edge of its accuracy circle is beyond the radius
 * (distance > radius + accuracy): a vague fix near the edge is given the benefit of the doubt.
 */
export function geofenceCheck(
  fence: Geofence | null,
  fix: { latitude?: number | null; longitude?: number | null; accuracy_m?: number | null },
): { distance_m: number; outside: boolean } | null {
  if (!fence || fix.latitude == null || fix.longitude == null) return null;
  const distance = greatCircleMetres(fence, { latitude: fix.latitude, longitude: fix.longitude });
  return { distance_m: Math.round(distance), outside: distance > fence.radius_m + (fix.accuracy_m ?? 0) };
}
