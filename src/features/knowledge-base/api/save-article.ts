// Saving the article form (spec knowledge base §4 States):
// - create: status 1 → draft-article-create/; status 0 → create/ ("Article Created Successfully!",
//   or §8's "Article did not save…" when the answer has no title);
// - edit of a published article: publish → PATCH changed fields with status 0 (notifies and
//   reassigns); "Update & Don't Notify" → PATCH with dont_notify; draft → a new draft of it;
// - edit of a draft: PATCH changed fields, status 0 to publish, 1 to keep it a draft.
// Without a network the same request is queued in the outbox (save-article-kind.ts) and the form
// says it was saved on this device.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Article } from '../../../../contract/knowledge-base';
import { ARTICLE_NOT_SAVED } from '../../../../contract/knowledge-base-constants';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { NetworkError } from '../../../api/errors';
import { queueChange } from '../../../offline/queue';
import { changedFields, toArticleFields, type ArticleFormValues } from '../lib/article-form';
import { SAVE_ARTICLE_KIND, type QueuedArticleSave } from '../offline/save-article-kind';
import { KB_KEY } from './kb-key';

/** Where the form was opened: a new article, a published article, or a draft. */
export type FormMode = { mode: 'create' } | { mode: 'edit'; article: Article } | { mode: 'draft'; draft: Article };
/** The save menu's choices. */
export type SaveIntent = 'draft' | 'publish' | 'publish-silently';

export interface SaveInput {
  target: FormMode;
  intent: SaveIntent;
  values: ArticleFormValues;
  /** The form as loaded (edits send only what changed). */
  initial: ArticleFormValues;
  autosaveKey: string;
}

export type SaveOutcome = { kind: 'saved'; article: Article; page: 'article' | 'draft' } | { kind: 'queued' };

export class ArticleNotSavedError extends Error {
  constructor() {
    super(ARTICLE_NOT_SAVED);
  }
}

/** The request a save makes, and which page shows its answer. */
export function saveRequest({ target, intent, values, initial }: SaveInput): {
  method: 'POST' | 'PATCH';
  path: string;
  body: Record<string, unknown>;
  page: 'article' | 'draft';
} {
  if (target.mode === 'create') {
    return intent === 'draft'
      ? {
          method: 'POST',
          path: API_PATHS.kbDraftCreate,
          body: { ...toArticleFields(values), status: 1 },
          page: 'draft',
        }
      : {
          method: 'POST',
          path: API_PATHS.kbArticleCreate,
          body: { ...toArticleFields(values), status: 0 },
          page: 'article',
        };
  }
  if (target.mode === 'edit') {
    const id = target.article.id;
    if (intent === 'draft') {
      return {
        method: 'POST',
        path: API_PATHS.kbDraftCreate,
        body: { ...toArticleFields(values), status: 1, article: id },
        page: 'draft',
      };
    }
    const changes = changedFields(initial, values);
    return {
      method: 'PATCH',
      path: API_PATHS.kbArticleDetail(id),
      body: intent === 'publish-silently' ? { ...changes, dont_notify: true } : { ...changes, status: 0 },
      page: 'article',
    };
  }
  return {
    method: 'PATCH',
    path: API_PATHS.kbDraftDetail(target.draft.id),
    body: { ...changedFields(initial, values), status: intent === 'draft' ? 1 : 0 },
    page: intent === 'draft' ? 'draft' : 'article',
  };
}

export async function saveArticle(input: SaveInput): Promise<SaveOutcome> {
  const request = saveRequest(input);
  // One key for the attempt online and, if it gets no answer, its replay from the outbox: a save
  // that reached the server before the connection dropped is then applied once.
  const idempotencyKey = crypto.randomUUID();
  const queue = async (): Promise<SaveOutcome> => {
    const queued: QueuedArticleSave = { ...request, autosaveKey: input.autosaveKey };
    await queueChange(SAVE_ARTICLE_KIND, queued, { id: idempotencyKey });
    return { kind: 'queued' };
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();
  let article: Article;
  try {
    article = await api<Article>(request.path, { method: request.method, body: request.body, idempotencyKey });
  } catch (error) {
    // No answer (offline, refused, dropped, timed out): the outbox sends it again under the same
    // key, so whatever reached the server is not applied twice.
    if (error instanceof NetworkError) return queue();
    throw error;
  }
  if (input.target.mode === 'create' && input.intent !== 'draft' && !article?.title) throw new ArticleNotSavedError();
  return { kind: 'saved', article, page: request.page };
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KB_KEY }),
  });
}

export function deleteArticle({ id, draft }: { id: number; draft: boolean }) {
  return api<void>(draft ? API_PATHS.kbDraftDetail(id) : API_PATHS.kbArticleDetail(id), { method: 'DELETE' });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KB_KEY }),
  });
}
