// GET request/api/task/{id}/ (spec people §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { Task } from '../../../../contract/requests';
import { api } from '../../../api/client';

export function getTaskQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['tasks', 'detail', id],
    queryFn: ({ signal }) => api<Task>(API_PATHS.taskDetail(id), { signal }),
  });
}

export function useTask(id: number) {
  return useQuery(getTaskQueryOptions(id));
}
