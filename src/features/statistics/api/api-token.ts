// statistics/api/external/token/: the company's token for pushing values from other systems
// (Integrations). GET says whether one exists; POST makes a new one (the old one stops working) and
// answers it once; it is never shown again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { StatApiTokenCreated, StatApiTokenStatus } from '../../../../contract/statistics';
import { api } from '../../../api/client';
import { STATISTICS_KEY } from './statistics-key';

export function getApiTokenQueryOptions() {
  return queryOptions({
    queryKey: [...STATISTICS_KEY, 'api-token'],
    queryFn: ({ signal }) => api<StatApiTokenStatus>(API_PATHS.statExternalToken, { signal }),
  });
}

export function useApiTokenStatus(enabled: boolean) {
  return useQuery({ ...getApiTokenQueryOptions(), enabled });
}

export function useRotateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<StatApiTokenCreated>(API_PATHS.statExternalToken, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getApiTokenQueryOptions().queryKey }),
  });
}
