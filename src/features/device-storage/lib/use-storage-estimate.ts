// What this origin stores on the device, as the browser estimates it (navigator.storage.estimate()):
// every cache, database and the app's own files. Read again on demand (after a removal, a new cap).
import { useCallback, useEffect, useState } from 'react';

export interface StorageEstimateState {
  /** Bytes in use; null when the browser does not say (or has not answered yet). */
  usage: number | null;
  refresh: () => void;
}

export async function storageUsage(): Promise<number | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  try {
    return (await navigator.storage.estimate()).usage ?? null;
  } catch {
    return null;
  }
}

export function useStorageEstimate(): StorageEstimateState {
  const [usage, setUsage] = useState<number | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void storageUsage().then((value) => {
      if (live) setUsage(value);
    });
    return () => {
      live = false;
    };
  }, [round]);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { usage, refresh };
}
