// Live reads of the outbox for the UI (badges, the clock, the Pending changes screen), refreshed
// after every change to it, in this tab or another, but at most once per OUTBOX_VIEW_INTERVAL_MS
// while changes stream in. A drain writes the outbox once per change sent: re-reading the whole
// list and re-rendering after each of 1,000 writes made the views cost as much as the sending
// itself, and grew with the square of the queue. The first change after a quiet moment still
// shows at once (a tap's punch appears without delay).
import Dexie, { type ObservabilitySet } from 'dexie';
import { useEffect, useState } from 'react';
import type { GroundworkDatabase } from './db';

export const OUTBOX_VIEW_INTERVAL_MS = 200;

/** Whether Dexie's change notice touches this database's outbox (or everything, e.g. after a bfcache restore). */
function touchesOutbox(parts: ObservabilitySet, db: GroundworkDatabase): boolean {
  const prefix = `idb://${db.name}/outbox/`;
  return Object.keys(parts).some((part) => part === 'all' || part.startsWith(prefix));
}

/**
 * `read(db)` now and after each change to the outbox, throttled (leading and trailing edge).
 * `read` must keep its identity between renders (module-level, or useCallback), or every render
 * starts over. Undefined until the first read, and while `db` is null.
 */
export function useLiveOutbox<T>(
  db: GroundworkDatabase | null,
  read: (db: GroundworkDatabase) => Promise<T>,
  intervalMs: number = OUTBOX_VIEW_INTERVAL_MS,
): T | undefined {
  const [state, setState] = useState<{ db: GroundworkDatabase; read: typeof read; value: T } | null>(null);

  useEffect(() => {
    if (!db) return;
    let cancelled = false;
    let running = false;
    let dirty = false;
    let lastRun = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const run = async () => {
      running = true;
      dirty = false;
      lastRun = Date.now();
      try {
        const value = await read(db);
        if (!cancelled) setState({ db, read, value });
      } catch (error) {
        // The database closed or failed: keep the last view; the next change reads again.
        console.error('outbox view failed', error);
      } finally {
        running = false;
        if (dirty && !cancelled) schedule();
      }
    };
    const schedule = () => {
      // A read in progress may have missed this change: read once more when it ends.
      if (running) {
        dirty = true;
        return;
      }
      if (timer !== undefined) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          void run();
        },
        Math.max(0, lastRun + intervalMs - Date.now()),
      );
    };
    const onMutated = (parts: ObservabilitySet) => {
      if (touchesOutbox(parts, db)) schedule();
    };

    Dexie.on.storagemutated.subscribe(onMutated);
    void run();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      Dexie.on.storagemutated.unsubscribe(onMutated);
    };
  }, [db, read, intervalMs]);

  // A view read for another database or query (the session or the filter changed) is not shown.
  return state && state.db === db && state.read === read ? state.value : undefined;
}
