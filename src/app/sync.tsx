// Starts the outbox for whoever is signed in: registers the outbox kinds of the features (so their
// changes can be queued and their answers applied), then runs the sync engine for this user and
// company, and stops it when the session ends (ARCHITECTURE.md sync rules 2 and 8). The queue
// itself stays on the device and resumes when the same user signs in again.
// The engine (with Dexie, ~30 KiB gzip) is imported after the first screen (src/lib/first-screen):
// nothing on that screen waits for it, and the queue it drains is on disk, so starting it a moment
// later loses nothing. The kinds register at once: they are small, and a change queued before the
// engine arrives must already find its kind (the engine sends it when it starts). The dashboard
// queues punches and to-dos, the time-off calendar (a first screen too) time off, and Create New
// Request requests, so theirs are here.
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../api/session';
import type * as SyncEngine from '../offline/sync-engine';
import { inBackground } from '../lib/first-screen';
import { registerClockKind } from '../features/attendance/offline/clock-kind';
import { registerShiftClaimKind } from '../features/attendance/offline/shift-claim-kind';
import { registerTimeOffKind } from '../features/attendance/offline/time-off-kind';
import { registerTimesheetConfirmKind } from '../features/attendance/offline/timesheet-confirm-kind';
import { registerTodoKinds } from '../features/dashboard/offline/todo-kinds';
import { getTimeOffCalendarQueryOptions } from '../features/attendance/api/get-time-off-calendar';
import { getRequestsQueryOptions } from '../features/requests/api/get-requests';
import { registerCreateRequestKind } from '../features/requests/offline/create-request-kind';

type SyncEngineModule = typeof SyncEngine;
let engineModule: Promise<SyncEngineModule> | null = null;

/**
 * The engine, with the kinds of the features it may replay registered first (outbox-kinds.ts). A
 * load that failed (the network went before the service worker kept the chunks) is forgotten, so the
 * next call loads again instead of leaving the queue unsent until the page is reloaded.
 */
function loadSyncEngine(queryClient: QueryClient): Promise<SyncEngineModule> {
  engineModule ??= inBackground()
    .then(async () => {
      const [engine, kinds] = await Promise.all([import('../offline/sync-engine'), import('./outbox-kinds')]);
      kinds.registerDeferredKinds(queryClient);
      return engine;
    })
    .catch((error: unknown) => {
      engineModule = null;
      throw error;
    });
  return engineModule;
}

export function SyncRunner({ queryClient }: { queryClient: QueryClient }) {
  const session = useSession();
  const userId = session?.userId;
  const companyId = session?.companyId;

  useEffect(() => {
    registerClockKind(queryClient);
    registerTodoKinds(queryClient);
    registerTimesheetConfirmKind(queryClient);
    registerShiftClaimKind(queryClient);
    // Time off filed from the calendar is a request too: Requests shows it once the server has it.
    registerTimeOffKind(queryClient, {
      onFiled: () => void queryClient.invalidateQueries({ queryKey: getRequestsQueryOptions().queryKey.slice(0, 1) }),
    });
    // And a time-off request filed under Requests is time off: the calendar shows it once the server has it.
    registerCreateRequestKind(queryClient, {
      onFiled: () =>
        void queryClient.invalidateQueries({ queryKey: getTimeOffCalendarQueryOptions('').queryKey.slice(0, 1) }),
    });
  }, [queryClient]);

  useEffect(() => {
    const signedIn = userId !== undefined && companyId !== undefined;
    // Signed out and never started (the sign-in page): nothing to stop, so nothing to load.
    if (!signedIn && !engineModule) return;
    // A session that changes while the engine loads must not start it for the previous owner.
    let current = true;
    const start = () =>
      loadSyncEngine(queryClient).then(
        ({ startSync, stopSync }) => {
          if (!current) return;
          if (signedIn) startSync({ userId, companyId });
          else stopSync();
        },
        (error: unknown) => {
          // Offline before the engine's chunks were kept: what is queued waits on the device, and
          // the engine loads when the network is back.
          console.warn('sync engine not loaded; trying again when online', error);
          if (current) window.addEventListener('online', start, { once: true });
        },
      );
    void start();
    return () => {
      current = false;
      window.removeEventListener('online', start);
    };
  }, [userId, companyId, queryClient]);

  return null;
}
