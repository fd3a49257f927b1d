// POST knowledgebase/api/ai-search/suggested-articles/ (spec shell §7 item 2): query, limit 10,
// similarity_threshold 0.25; the dialog gives up after 50 s (spec knowledge-base §9).
import { AI_SEARCH_LIMIT, AI_SEARCH_THRESHOLD, AI_SEARCH_TIMEOUT_MS } from '../../../../contract/ai-search-constants';
import type { SuggestedArticlesResponse } from '../../../../contract/ai-search';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function suggestArticles(query: string, signal?: AbortSignal): Promise<SuggestedArticlesResponse> {
  return api<SuggestedArticlesResponse>(API_PATHS.aiSuggestedArticles, {
    method: 'POST',
    body: { query, limit: AI_SEARCH_LIMIT, similarity_threshold: AI_SEARCH_THRESHOLD },
    signal,
    timeoutMs: AI_SEARCH_TIMEOUT_MS,
  });
}
