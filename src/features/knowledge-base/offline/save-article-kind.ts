// The outbox kind for article saves made without a network (spec knowledge base issue: "saving while
// offline queues the save"). The queued change is the request the form would have sent (create,
// draft or changed fields); it replays in order per article with its outbox id as Idempotency-Key.
// Once the server took it, the lists refresh and the article's autosave is cleared.
import type { QueryClient } from '@tanstack/react-query';
import type { QueuedRequest } from '../../../offline/kinds';
import { registerOutboxKind } from '../../../offline/kinds';
import { KB_KEY } from '../api/kb-key';
import { clearAutosave } from './article-autosave';

export const SAVE_ARTICLE_KIND = 'knowledgeBase.saveArticle';

export interface QueuedArticleSave {
  method: 'POST' | 'PATCH';
  path: string;
  body: unknown;
  /** The autosave key of the form (article id or local:<uuid>), cleared once sent. */
  autosaveKey: string;
}

export function registerSaveArticleKind(queryClient: QueryClient): void {
  registerOutboxKind<QueuedArticleSave>({
    kind: SAVE_ARTICLE_KIND,
    label: 'knowledgeBase.pendingSave',
    toRequest: (input): QueuedRequest => ({
      method: input.method,
      path: input.path,
      body: input.body,
      entityKey: `kb-article:${input.autosaveKey}`,
    }),
    onDone: async (_result, item) => {
      const key = /^kb-article:(.+)$/.exec(item.entity_key)?.[1];
      if (key) await clearAutosave(key);
      await queryClient.invalidateQueries({ queryKey: KB_KEY });
    },
  });
}
