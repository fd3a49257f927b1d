// Registers the checklist outbox kinds when a checklist screen opens, and merges again any change a
// closed page left in conflict without a record. (Registering again is harmless. src/app/sync.tsx
// should also register them at start-up, so a queue left from an earlier visit is merged on a 409
// before any checklist screen opens; until then such a change waits, in order, for this screen.)
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentSyncEngine } from '../../../offline/sync-engine';
import { registerChecklistKinds } from './checklist-kinds';
import { recoverOrphans } from './merge-conflict';
import { useChecklistDatabase } from './use-checklist-queue';

export function useChecklistsSetup(): void {
  const queryClient = useQueryClient();
  const db = useChecklistDatabase();
  useEffect(() => {
    registerChecklistKinds(queryClient);
    currentSyncEngine()?.kick();
    if (db) void recoverOrphans(db);
  }, [queryClient, db]);
}
