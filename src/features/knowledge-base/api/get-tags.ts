// GET knowledgebase/api/tags/: the tags in use (the list's tag filter and the tag input's suggestions).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tag } from '../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { KB_KEY } from './kb-key';

export function getTagsQueryOptions() {
  return queryOptions({
    queryKey: [...KB_KEY, 'tags'],
    queryFn: ({ signal }) => api<Tag[]>(API_PATHS.kbTags, { signal }),
    staleTime: 60_000,
  });
}

export function useTags() {
  return useQuery(getTagsQueryOptions());
}
