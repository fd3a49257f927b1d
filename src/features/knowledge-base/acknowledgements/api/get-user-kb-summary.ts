// GET knowledgebase/api/user-kb-summary/{staffId}/: one person's counts (assigned and read articles,
// assigned, completed and overdue courses, quizzes passed), for the per-person view.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserKbSummary } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { ACKS_KEY } from './acks-key';

export function getUserKbSummaryQueryOptions(staffId: number) {
  return queryOptions({
    queryKey: [...ACKS_KEY, 'user', staffId, 'summary'],
    queryFn: ({ signal }) => api<UserKbSummary>(API_PATHS.kbUserKbSummary(staffId), { signal }),
  });
}

export function useUserKbSummary(staffId: number) {
  return useQuery(getUserKbSummaryQueryOptions(staffId));
}
