// GET company/api/apps/: the six apps a company can switch on, with their ids, for the
// "Edit Active Features" dialog (the PATCH takes app ids).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveApp } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function getAppCatalogue(signal?: AbortSignal): Promise<ActiveApp[]> {
  return api<ActiveApp[]>(API_PATHS.apps, { signal });
}

export function getAppCatalogueQueryOptions() {
  return queryOptions({
    queryKey: ['app-catalogue'],
    queryFn: ({ signal }) => getAppCatalogue(signal),
    staleTime: 60 * 60_000,
  });
}

export function useAppCatalogue(enabled = true) {
  return useQuery({ ...getAppCatalogueQueryOptions(), enabled });
}
