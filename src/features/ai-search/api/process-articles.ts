// POST knowledgebase/api/ai-search/process-articles/ (spec shell §7 item 3): query, article_ids and
// timeout 30 (the server's limit for the AI provider); the HTTP call waits a little longer, so the
// server's own "took too long" answer arrives first.
import { AI_PROCESS_TIMEOUT_S } from '../../../../contract/ai-search-constants';
import type { ProcessArticlesResponse } from '../../../../contract/ai-search';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function processArticles(
  query: string,
  articleIds: number[],
  signal?: AbortSignal,
): Promise<ProcessArticlesResponse> {
  return api<ProcessArticlesResponse>(API_PATHS.aiProcessArticles, {
    method: 'POST',
    body: { query, article_ids: articleIds, timeout: AI_PROCESS_TIMEOUT_S },
    signal,
    timeoutMs: (AI_PROCESS_TIMEOUT_S + 5) * 1000,
  });
}
