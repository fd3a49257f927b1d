// GET statistics/api/tags/: the company's stat tags, for the tag filter and the create form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { STATISTICS_KEY } from './statistics-key';

export function getStatTags(signal?: AbortSignal) {
  return api<string[]>(API_PATHS.statTags, { signal });
}

export function getStatTagsQueryOptions() {
  return queryOptions({
    queryKey: [...STATISTICS_KEY, 'tags'],
    queryFn: ({ signal }) => getStatTags(signal),
    staleTime: 60_000,
  });
}

export function useStatTags() {
  return useQuery(getStatTagsQueryOptions());
}
