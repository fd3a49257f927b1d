// GET knowledgebase/api/quiz-responses/ (KB admins): every quiz attempt, newest first, by staff
// member, quiz, course, result and day, paged (the Quiz response timeline).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizResponseTimelineRow } from '../../../../../contract/courses';
import type { Paginated } from '../../../../../contract/pagination';
import { API_PATHS } from '../../../../../contract/paths';
import { api, type QueryValue } from '../../../../api/client';
import { ACKS_KEY } from './acks-key';

export interface QuizResponsesQuery {
  page: number;
  page_size: number;
  staff?: number;
  quiz?: number;
  course?: number;
  passed?: boolean;
  date_from?: string;
  date_to?: string;
}

export function getQuizResponses(query: QuizResponsesQuery, signal?: AbortSignal) {
  return api<Paginated<QuizResponseTimelineRow>>(API_PATHS.kbQuizResponseTimeline, {
    query: query as unknown as Record<string, QueryValue>,
    signal,
  });
}

export function getQuizResponsesQueryOptions(query: QuizResponsesQuery) {
  return queryOptions({
    queryKey: [...ACKS_KEY, 'quiz-responses', query],
    queryFn: ({ signal }) => getQuizResponses(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useQuizResponses(query: QuizResponsesQuery) {
  return useQuery(getQuizResponsesQueryOptions(query));
}
