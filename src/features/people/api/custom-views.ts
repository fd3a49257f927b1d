// Saved custom views of a list (spec people §7 custom-views/): GET by-type/?type, POST to save one,
// PATCH {id}/ to rename one's own.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomView } from '../../../../contract/company-data';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { PEOPLE_KEY } from './people-keys';
import { usePeopleMutation } from './staff-actions';

export function getCustomViewsQueryOptions(type: string) {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'custom-views', type],
    queryFn: ({ signal }) => api<CustomView[]>(API_PATHS.customViewsByType, { query: { type }, signal }),
  });
}
export const useCustomViews = (type: string) => useQuery(getCustomViewsQueryOptions(type));

export const useSaveCustomView = () =>
  usePeopleMutation((body: { type: string; name: string; config: Record<string, unknown>; is_shared: boolean }) =>
    api<CustomView>(API_PATHS.customViews, { method: 'POST', body }),
  );
export const useRenameCustomView = () =>
  usePeopleMutation(({ id, name }: { id: number; name: string }) =>
    api<CustomView>(API_PATHS.customView(id), { method: 'PATCH', body: { name } }),
  );
