// GET knowledgebase/api/responsibilities/?page_size=100 (§9): what articles can be assigned to.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESPONSIBILITY_PAGE_SIZE, type NamedRef } from '../../../../contract/knowledge-base';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { KB_KEY } from './kb-key';

export function getResponsibilitiesQueryOptions() {
  return queryOptions({
    queryKey: [...KB_KEY, 'responsibilities'],
    queryFn: ({ signal }) =>
      api<Paginated<NamedRef>>(API_PATHS.kbResponsibilities, {
        query: { page_size: RESPONSIBILITY_PAGE_SIZE },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

export function useResponsibilities(enabled: boolean) {
  return useQuery({ ...getResponsibilitiesQueryOptions(), enabled });
}
