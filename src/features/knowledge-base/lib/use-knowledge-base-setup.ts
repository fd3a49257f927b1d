// Registers the article-save outbox kind when a knowledge-base screen opens, so a save queued while
// offline (now or on an earlier visit) is sent with its answer applied. Registering again is
// harmless: the registry keeps one definition per kind. (src/app/sync.tsx could also register it at
// start-up, so a queue left from an earlier visit drains before any knowledge-base screen opens.)
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentSyncEngine } from '../../../offline/sync-engine';
import { registerSaveArticleKind } from '../offline/save-article-kind';

export function useKnowledgeBaseSetup(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    registerSaveArticleKind(queryClient);
    currentSyncEngine()?.kick();
  }, [queryClient]);
}
