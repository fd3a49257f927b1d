// GET company/api/storage-usage/ (contract/storage.ts): the company's stored bytes against its
// quota, for company admins on the billing page. Uploads change it, so it is read fresh on each visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { StorageUsage } from '../../../../contract/storage';
import { api } from '../../../api/client';

export function getStorageUsage(signal?: AbortSignal): Promise<StorageUsage> {
  return api<StorageUsage>(API_PATHS.storageUsage, { signal });
}

export function getStorageUsageQueryOptions() {
  return queryOptions({
    queryKey: ['storage-usage'],
    queryFn: ({ signal }) => getStorageUsage(signal),
    staleTime: 0,
  });
}

export function useStorageUsage() {
  return useQuery(getStorageUsageQueryOptions());
}
