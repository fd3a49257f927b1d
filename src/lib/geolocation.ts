// One location fix for a punch (or a division's geofence centre, set on the spot), or null: the
// clock and the division form both read the device's position through it. Refusal, no hardware and
// slowness all end in null: the punch never waits on them beyond the timeout.
//
// A phone's first reading often fails ("position unavailable" while the radio wakes up, or a
// per-reading timeout) and a later one succeeds, so this watches the position for the whole wait
// instead of asking once: a transient error is followed by the next reading; only a refusal, or the
// end of the wait, gives up.
export interface Fix {
  latitude: number;
  longitude: number;
  accuracy_m: number;
}

/** GeolocationPositionError.PERMISSION_DENIED: the user (or a policy) said no; asking again is pointless. */
const PERMISSION_DENIED = 1;

export function locationFix(timeoutMs: number): Promise<Fix | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  const geolocation = navigator.geolocation;
  return new Promise((resolve) => {
    let settled = false;
    let stopWatching = () => {};
    const finish = (fix: Fix | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stopWatching();
      resolve(fix);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    const watch = geolocation.watchPosition(
      (position) =>
        finish({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy_m: position.coords.accuracy,
        }),
      (error) => {
        if (error.code === PERMISSION_DENIED) finish(null);
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
    // A browser may answer synchronously (a cached fix): the watch id only exists after the call.
    stopWatching = () => geolocation.clearWatch(watch);
    if (settled) stopWatching();
  });
}
