// Runs one search at a time: the suggested articles, then the answer from them. A new search or
// closing the dialog (reset) cancels the one under way, so a late answer never shows. With no network
// it searches the articles of the courses downloaded on this device (no AI answer then).
import { useCallback, useRef, useState } from 'react';
import {
  AI_NO_ARTICLES,
  AI_PROCESS_TOO_LONG,
  AI_SEARCH_FAILED,
  AI_SEARCH_TOO_LONG,
} from '../../../../contract/ai-search-constants';
import { ApiError, NetworkError, TimeoutError } from '../../../api/errors';
import { searchDownloadedArticles } from '../../../offline/offline-search';
import { processArticles } from '../api/process-articles';
import { suggestArticles } from '../api/suggest-articles';
import type { SearchState } from './search-state';

const TOO_MANY_REQUESTS = 429;

/** What the dialog says when the answer fails: past the AI rate limits, the server's own words. */
function answerFailure(error: unknown): string {
  if (error instanceof TimeoutError) return AI_PROCESS_TOO_LONG;
  if (error instanceof ApiError && error.status === TOO_MANY_REQUESTS) return error.message;
  return AI_SEARCH_FAILED;
}

export function useAiSearch() {
  const [state, setState] = useState<SearchState>({ phase: 'idle' });
  const current = useRef<AbortController | null>(null);

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ phase: 'idle' });
  }, []);

  const search = useCallback(async (raw: string) => {
    const query = raw.trim();
    if (!query) return;
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const live = () => current.current === controller;
    setState({ phase: 'searching', query });
    const searchOnDevice = async () => {
      const hits = await searchDownloadedArticles(query, 10);
      if (live()) setState({ phase: 'offline', query, hits });
    };
    if (navigator.onLine === false) return searchOnDevice();

    let articles;
    try {
      articles = (await suggestArticles(query, controller.signal)).articles;
    } catch (error) {
      // The network is gone (not slow): what the device holds is better than an error.
      if (error instanceof NetworkError && !(error instanceof TimeoutError)) return searchOnDevice();
      if (live()) {
        const message = error instanceof TimeoutError ? AI_SEARCH_TOO_LONG : AI_SEARCH_FAILED;
        setState({ phase: 'failed', query, articles: [], message });
      }
      return;
    }
    if (!live()) return;
    if (articles.length === 0) {
      setState({ phase: 'failed', query, articles, message: AI_NO_ARTICLES });
      return;
    }
    setState({ phase: 'processing', query, articles });
    try {
      const answer = await processArticles(
        query,
        articles.map((a) => a.id),
        controller.signal,
      );
      if (live()) setState({ phase: 'answered', query, articles, answer: answer.ai_answer, mode: answer.mode });
    } catch (error) {
      if (live()) setState({ phase: 'failed', query, articles, message: answerFailure(error) });
    }
  }, []);

  return { state, search, reset };
}
