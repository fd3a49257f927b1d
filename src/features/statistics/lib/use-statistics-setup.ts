// Registers the stat value outbox kind when a statistics screen opens, so values typed here are
// sent in batches with their answers applied. (Registering again is harmless: the registry keeps
// one definition per kind. src/app/sync.tsx should also register it at start-up, so a queue left
// from an earlier visit is batched before any statistics screen opens.)
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentSyncEngine } from '../../../offline/sync-engine';
import { registerStatValueKind } from '../offline/stat-value-kind';

export function useStatisticsSetup(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    registerStatValueKind(queryClient);
    // Changes that waited for their kind may go now.
    currentSyncEngine()?.kick();
  }, [queryClient]);
}
