// The AI search dialog's states (spec shell §4): idle → searching → articles found (listed, with
// "Processing with AI...") → answer. Errors end the search with the spec's messages (§8). With no
// network the search runs over the articles downloaded on this device instead (issue 10).
import type { SuggestedArticle } from '../../../../contract/ai-search';
import type { SearchHit } from '../../../offline/offline-search';
import {
  AI_INSUFFICIENT_PHRASE,
  AI_SOURCE_THRESHOLD,
  type AiAnswerMode,
} from '../../../../contract/ai-search-constants';

export type SearchState =
  | { phase: 'idle' }
  | { phase: 'searching'; query: string }
  | { phase: 'processing'; query: string; articles: SuggestedArticle[] }
  | { phase: 'answered'; query: string; articles: SuggestedArticle[]; answer: string; mode: AiAnswerMode }
  | { phase: 'failed'; query: string; articles: SuggestedArticle[]; message: string }
  /** No network: the articles downloaded on this device that match, and no AI answer. */
  | { phase: 'offline'; query: string; hits: SearchHit[] };

/** Articles listed as sources, with their percent match. */
export function sources(articles: SuggestedArticle[]): Array<SuggestedArticle & { percent: number }> {
  return articles
    .filter((a) => a.similarity_score >= AI_SOURCE_THRESHOLD)
    .map((a) => ({ ...a, percent: Math.round(a.similarity_score * 100) }));
}

/** An answer saying the knowledge base lacks the information gets the 15-minute note. */
export function needsNewArticlesNote(answer: string): boolean {
  return answer.includes(AI_INSUFFICIENT_PHRASE);
}
