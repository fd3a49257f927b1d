// GET knowledgebase/api/quiz-responses/{staffId}/{quizId}: one person's attempts at a quiz with what
// they answered to each question, for the answers of a row of the quiz response timeline.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizAttempt } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { ACKS_KEY } from './acks-key';

export function getAttemptsQueryOptions(staffId: number, quizId: number) {
  return queryOptions({
    queryKey: [...ACKS_KEY, 'attempts', staffId, quizId],
    queryFn: ({ signal }) => api<QuizAttempt[]>(API_PATHS.kbQuizResponses(staffId, quizId), { signal }),
  });
}

export function useAttempts(staffId: number, quizId: number) {
  return useQuery(getAttemptsQueryOptions(staffId, quizId));
}
