import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationFix } from './geolocation';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/** A fake navigator.geolocation whose readings the test hands out one at a time. */
function fakeGeolocation() {
  const watches = new Map<number, { success: Success; failure: Failure }>();
  let nextId = 1;
  const api = {
    watchPosition: vi.fn((success: Success, failure: Failure) => {
      const id = nextId++;
      watches.set(id, { success, failure });
      return id;
    }),
    clearWatch: vi.fn((id: number) => watches.delete(id)),
    getCurrentPosition: vi.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: api, configurable: true });
  const each = (call: (w: { success: Success; failure: Failure }) => void) => [...watches.values()].forEach(call);
  return {
    api,
    watching: () => watches.size,
    reading(latitude: number, longitude: number, accuracy: number) {
      each((w) => w.success({ coords: { latitude, longitude, accuracy } } as GeolocationPosition));
    },
    error(code: number) {
      each((w) => w.failure({ code, message: `error ${code}` } as GeolocationPositionError));
    },
  };
}

describe('locationFix', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('answers with the first reading and stops watching', async () => {
    const geo = fakeGeolocation();
    const fix = locationFix(5_000);
    geo.reading(40.7128, -74.006, 12);
    await expect(fix).resolves.toEqual({ latitude: 40.7128, longitude: -74.006, accuracy_m: 12 });
    expect(geo.watching()).toBe(0);
  });

  it('keeps waiting after a reading that failed for now, and takes the next one', async () => {
    const geo = fakeGeolocation();
    const fix = locationFix(5_000);
    geo.error(2); // POSITION_UNAVAILABLE: the radio is still waking up
    geo.error(3); // TIMEOUT of one reading
    expect(geo.watching()).toBe(1);
    geo.reading(51.5, -0.12, 30);
    await expect(fix).resolves.toEqual({ latitude: 51.5, longitude: -0.12, accuracy_m: 30 });
    expect(geo.watching()).toBe(0);
  });

  it('gives up at once when the user refused, and stops watching', async () => {
    const geo = fakeGeolocation();
    const fix = locationFix(5_000);
    geo.error(1); // PERMISSION_DENIED
    await expect(fix).resolves.toBeNull();
    expect(geo.watching()).toBe(0);
  });

  it('gives up when no reading comes within the wait, and stops watching', async () => {
    vi.useFakeTimers();
    const geo = fakeGeolocation();
    const fix = locationFix(5_000);
    geo.error(2);
    vi.advanceTimersByTime(5_000);
    await expect(fix).resolves.toBeNull();
    expect(geo.watching()).toBe(0);
    geo.reading(1, 2, 3); // too late: nothing is listening any more
  });

  it('is null where the device has no geolocation at all', async () => {
    Reflect.deleteProperty(navigator, 'geolocation');
    const had = 'geolocation' in navigator;
    if (had) Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    await expect(locationFix(5_000)).resolves.toBeNull();
  });
});
