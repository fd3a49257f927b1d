// Restoring an article version (issue 20 item 9): the version's content (title, body, category,
// type, tags, video, files, decision chart) goes back into the article with the same PATCH as
// "Update & Notify" or "Update & Don't Notify" (retrieve-update-delete/{id}/), so the server records
// it as a new version and notifies or not exactly as for an update. No route of its own is needed.
// Without a network the request waits in the outbox like an article save.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Article, ArticleUpdate, ArticleVersion } from '../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { NetworkError } from '../../../api/errors';
import { queueChange } from '../../../offline/queue';
import { SAVE_ARTICLE_KIND, type QueuedArticleSave } from '../offline/save-article-kind';
import { KB_KEY } from './kb-key';

export interface RestoreInput {
  version: ArticleVersion;
  notify: boolean;
}

/** The PATCH that puts the version's content back, as an update that notifies or not. */
export function restoreRequest({ version, notify }: RestoreInput): { path: string; body: ArticleUpdate } {
  const body: ArticleUpdate = {
    title: version.title,
    body: version.body,
    article_category: version.article_category,
    type: version.type,
    tags: version.tags,
    video_url: version.video_url,
    file_url: version.file_url,
    file_urls: version.file_urls,
    decision_chart: version.decision_chart,
    // A version with an empty body is restored as it was (the server otherwise refuses blanking).
    ...(version.body.trim() === '' ? { clear_body: true } : {}),
    ...(notify ? { status: 0 } : { dont_notify: true }),
  };
  return { path: API_PATHS.kbArticleDetail(version.article), body };
}

export type RestoreOutcome = { kind: 'restored'; article: Article } | { kind: 'queued' };

export async function restoreVersion(input: RestoreInput): Promise<RestoreOutcome> {
  const { path, body } = restoreRequest(input);
  const idempotencyKey = crypto.randomUUID();
  const queue = async (): Promise<RestoreOutcome> => {
    const queued: QueuedArticleSave = { method: 'PATCH', path, body, autosaveKey: `restore:${input.version.article}` };
    await queueChange(SAVE_ARTICLE_KIND, queued, { id: idempotencyKey });
    return { kind: 'queued' };
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();
  try {
    return { kind: 'restored', article: await api<Article>(path, { method: 'PATCH', body, idempotencyKey }) };
  } catch (error) {
    if (error instanceof NetworkError) return queue();
    throw error;
  }
}

export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KB_KEY }),
  });
}
