// GET account/api/support/: the product's support address, or null when the server has none, so
// the panel can say that messages cannot be sent from it before anyone types one (issue 21).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportSettings } from '../../../../contract/support';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function getSupportSettings(signal?: AbortSignal): Promise<SupportSettings> {
  return api<SupportSettings>(API_PATHS.supportSettings, { signal });
}

export function getSupportSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['support', 'settings'],
    queryFn: ({ signal }) => getSupportSettings(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSupportSettings() {
  return useQuery(getSupportSettingsQueryOptions());
}
