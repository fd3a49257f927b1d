// GET knowledgebase/api/user-assigned-articles/{staffId}/ and user-read-articles/{staffId}/: one
// person's articles (the same row shape), for the per-person view.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserArticleRow } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { ACKS_KEY } from './acks-key';

export type UserArticleList = 'assigned' | 'read';

const paths = { assigned: API_PATHS.kbUserAssignedArticles, read: API_PATHS.kbUserReadArticles };

export function getUserArticlesQueryOptions(staffId: number, list: UserArticleList) {
  return queryOptions({
    queryKey: [...ACKS_KEY, 'user', staffId, 'articles', list],
    queryFn: ({ signal }) => api<UserArticleRow[]>(paths[list](staffId), { signal }),
  });
}

export function useUserArticles(staffId: number, list: UserArticleList) {
  return useQuery(getUserArticlesQueryOptions(staffId, list));
}
