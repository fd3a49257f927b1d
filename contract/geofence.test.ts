// The geofence arithmetic against distances anyone can look up: city to city great-circle
// distances (as published by distance calculators, to the kilometre), the metre-scale steps a
// geofence deals in, and the accuracy margin of the outside rule.
import { describe, expect, it } from 'vitest';
import { geofenceCheck, greatCircleMetres } from './geofence';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };
const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const BARCELONA = { latitude: 41.3874, longitude: 2.1686 };
const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const MELBOURNE = { latitude: -37.8136, longitude: 144.9631 };

const km = (m: number) => m / 1000;

describe('greatCircleMetres', () => {
  it('gives the published city-to-city distances, to the kilometre', () => {
    expect(Math.abs(km(greatCircleMetres(PARIS, LONDON)) - 344)).toBeLessThan(1);
    expect(Math.abs(km(greatCircleMetres(NEW_YORK, LOS_ANGELES)) - 3936)).toBeLessThan(1);
    expect(Math.abs(km(greatCircleMetres(MADRID, BARCELONA)) - 505)).toBeLessThan(1);
    // Across the equator's other side, and west to east: the same formula.
    expect(Math.abs(km(greatCircleMetres(SYDNEY, MELBOURNE)) - 713)).toBeLessThan(1);
  });

  it('is symmetric and zero at the same point', () => {
    expect(greatCircleMetres(LONDON, PARIS)).toBeCloseTo(greatCircleMetres(PARIS, LONDON), 6);
    expect(greatCircleMetres(MADRID, MADRID)).toBe(0);
  });

  it('measures the short steps of a geofence: a thousandth of a degree of latitude is about 111 m', () => {
    const north = { latitude: MADRID.latitude + 0.001, longitude: MADRID.longitude };
    expect(greatCircleMetres(MADRID, north)).toBeCloseTo(111.2, 1);
    // A degree of longitude shrinks with the cosine of the latitude: 60° north, half of the equator's.
    const atEquator = greatCircleMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 0.001 });
    const at60 = greatCircleMetres({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 0.001 });
    expect(at60 / atEquator).toBeCloseTo(0.5, 3);
  });

  it('crosses the antimeridian the short way', () => {
    const west = { latitude: 0, longitude: 179.999 };
    const east = { latitude: 0, longitude: -179.999 };
    expect(greatCircleMetres(west, east)).toBeCloseTo(222.4, 0);
  });
});

describe('geofenceCheck', () => {
  const fence = { ...MADRID, radius_m: 100 };
  const north = (metres: number) => ({ latitude: MADRID.latitude + metres / 111_195, longitude: MADRID.longitude });

  it('has nothing to say without a geofence or without a fix', () => {
    expect(geofenceCheck(null, { ...MADRID, accuracy_m: 5 })).toBeNull();
    expect(geofenceCheck(fence, { latitude: null, longitude: null, accuracy_m: null })).toBeNull();
    expect(geofenceCheck(fence, { latitude: MADRID.latitude })).toBeNull();
  });

  it('is outside only when the distance is beyond the radius plus the fix accuracy', () => {
    expect(geofenceCheck(fence, { ...north(90), accuracy_m: 5 })).toEqual({ distance_m: 90, outside: false });
    expect(geofenceCheck(fence, { ...north(120), accuracy_m: 5 })).toEqual({ distance_m: 120, outside: true });
    // The same spot with a vaguer fix could be inside: not flagged.
    expect(geofenceCheck(fence, { ...north(120), accuracy_m: 30 })).toEqual({ distance_m: 120, outside: false });
    // Without an accuracy the fix is taken as exact.
    expect(geofenceCheck(fence, north(101))?.outside).toBe(true);
  });

  it('gives Paris seen from a Madrid geofence in whole metres', () => {
    const check = geofenceCheck(fence, { ...PARIS, accuracy_m: 10 });
    expect(check?.outside).toBe(true);
    expect(Number.isInteger(check?.distance_m)).toBe(true);
    expect(Math.abs(km(check!.distance_m) - 1053)).toBeLessThan(1);
  });
});
