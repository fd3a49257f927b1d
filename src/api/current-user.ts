// The signed-in user (GET account/api/me/), shared by the guards, the shell and every feature.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoggedInUser } from '../../contract/account';
import { API_PATHS } from '../../contract/paths';
import { api } from './client';
import { useSession } from './session';

export function getMe(signal?: AbortSignal): Promise<LoggedInUser> {
  return api<LoggedInUser>(API_PATHS.me, { signal });
}

export function getMeQueryOptions(userId: number | undefined, companyId: number | undefined) {
  return queryOptions({
    queryKey: ['me', userId, companyId],
    queryFn: ({ signal }) => getMe(signal),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
}

/** The signed-in user, or undefined while loading / signed out. */
export function useCurrentUser() {
  const session = useSession();
  return useQuery(getMeQueryOptions(session?.userId, session?.companyId));
}
