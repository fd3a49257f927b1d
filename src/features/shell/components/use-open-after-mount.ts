// An overlay that is loaded lazily and mounted already open closes itself at once in development:
// StrictMode mounts it twice, and the second mount sees focus going back to the element outside
// (restored by the first unmount) as the user leaving it. Mounting closed and opening on the next
// frame avoids that (the first mount's frame is cancelled with it).
import { useEffect, useState } from 'react';

export function useOpenAfterMount(open: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return open && mounted;
}
