// Starts the outbox for whoever is signed in: registers the outbox kinds of the features (so their
// changes can be queued and their answers applied), then runs the sync engine for this user and
// company, and stops it when the session ends (ARCHITECTURE.md sync rules 2 and 8). The queue
// itself stays on the device and resumes when the same user signs in again.
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../api/session';
import { startSync, stopSync } from '../offline/sync-engine';
import { registerClockKind } from '../features/attendance/offline/clock-kind';

export function SyncRunner({ queryClient }: { queryClient: QueryClient }) {
  const session = useSession();
  const userId = session?.userId;
  const companyId = session?.companyId;

  useEffect(() => {
    registerClockKind(queryClient);
  }, [queryClient]);

  useEffect(() => {
    if (userId === undefined || companyId === undefined) {
      stopSync();
      return;
    }
    startSync({ userId, companyId });
  }, [userId, companyId]);

  return null;
}
