// When the offline working set (working-set.ts) is fetched: once the signed-in person's first screen
// is shown, again every WORKING_SET_RECHECK_MS while the app is open, and when the network comes
// back. Never offline (nothing would answer), never on a connection where the person asked to save
// data (`navigator.connection.saveData`: a metered plan), and never two runs at once: a trigger during
// a run makes it go round once more when it ends. Going offline or signing out stops the run under
// way at once; what it fetched so far stays.
import type { QueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../api/current-user';
import { fetchWorkingSet } from './working-set';

export const WORKING_SET_RECHECK_MS = 15 * 60_000;

export interface WorkingSetOwner {
  userId: number;
  companyId: number;
}

interface Connection {
  saveData?: boolean;
}

/** Whether the working set may be fetched now: online, and not asked to save data. */
export function mayFetchWorkingSet(nav: Navigator = navigator): boolean {
  if (nav.onLine === false) return false;
  const connection = (nav as Navigator & { connection?: Connection }).connection;
  return connection?.saveData !== true;
}

let current: {
  client: QueryClient;
  owner: WorkingSetOwner;
  /** Ends the run under way (if any). */
  abort: () => void;
  removeListeners: () => void;
} | null = null;
let running: Promise<void> | null = null;
let again = false;

async function runOnce(): Promise<void> {
  const started = current;
  if (!started || !mayFetchWorkingSet()) return;
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  let live = true;
  started.abort = () => {
    live = false;
    stop();
  };
  const isLive = () => live && current === started;
  const { userId, companyId } = started.owner;
  const me = await Promise.race([started.client.fetchQuery(getMeQueryOptions(userId, companyId)), stopped]);
  if (!me || !isLive()) return;
  await fetchWorkingSet({ client: started.client, me, live: isLive, stopped }, started.owner);
}

/** Starts a run, or asks the one under way to go round once more. */
export function runWorkingSet(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await runOnce();
      } catch (error) {
        // The signed-in user could not be read (offline mid-start): the next trigger tries again.
        console.warn('working set: not fetched', error);
      }
    } while (again && current);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Keeps the working set of this person on the device until stopWorkingSet(). */
export function startWorkingSet(client: QueryClient, owner: WorkingSetOwner): void {
  stopWorkingSet();
  const onOnline = () => void runWorkingSet();
  const onOffline = () => current?.abort();
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  const timer = window.setInterval(onOnline, WORKING_SET_RECHECK_MS);
  current = {
    client,
    owner,
    abort: () => undefined,
    removeListeners: () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.clearInterval(timer);
    },
  };
  void runWorkingSet();
}

export function stopWorkingSet(): void {
  if (!current) return;
  current.abort();
  current.removeListeners();
  current = null;
}
