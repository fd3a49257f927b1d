// GET and PATCH company/api/device-storage/: the device storage cap (issue 18.2), which every device
// reads to bound what it keeps and company admins change on the Pending changes screen. Under the
// company's persisted root: a device that starts offline still knows its cap.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeviceStorageSettings } from '../../../../contract/device-storage-constants';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';
import { putAnswer } from '../../../api/query-answer';

export function getDeviceStorageQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: ['company', companyId, 'device-storage'],
    queryFn: ({ signal }) => api<DeviceStorageSettings>(API_PATHS.deviceStorage, { signal }),
    enabled: companyId !== undefined,
    staleTime: 10 * 60_000,
  });
}

export function useDeviceStorageSettings() {
  return useQuery(getDeviceStorageQueryOptions(useSession()?.companyId));
}

export function useUpdateDeviceStorageSettings() {
  const queryClient = useQueryClient();
  const key = getDeviceStorageQueryOptions(useSession()?.companyId).queryKey;
  return useMutation({
    mutationFn: (settings: DeviceStorageSettings) =>
      api<DeviceStorageSettings>(API_PATHS.deviceStorage, { method: 'PATCH', body: settings }),
    onSuccess: (saved) => putAnswer(queryClient, key, saved),
  });
}
