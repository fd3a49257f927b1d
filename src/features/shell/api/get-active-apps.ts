// GET company/api/active-apps/: the apps the company has switched on, fresher than the copy inside
// the signed-in user (which is only refetched every minute).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveApp } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';

export function getActiveApps(signal?: AbortSignal): Promise<ActiveApp[]> {
  return api<ActiveApp[]>(API_PATHS.activeApps, { signal });
}

export function getActiveAppsQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: ['active-apps', companyId],
    queryFn: ({ signal }) => getActiveApps(signal),
    enabled: companyId !== undefined,
  });
}

export function useActiveApps(enabled = true) {
  const session = useSession();
  const options = getActiveAppsQueryOptions(session?.companyId);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
}
