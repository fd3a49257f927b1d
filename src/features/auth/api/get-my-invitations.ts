// GET account/api/my-invitations/: the signed-in person's pending invitations to join other
// companies (issue 17), addressed to their current e-mail; the dashboard lists them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { MyInvitation } from '../../../../contract/people';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';

export const getMyInvitations = (signal?: AbortSignal) => api<MyInvitation[]>(API_PATHS.myInvitations, { signal });

export function getMyInvitationsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: ['my-invitations', userId],
    queryFn: ({ signal }) => getMyInvitations(signal),
    enabled: userId !== undefined,
  });
}

export function useMyInvitations() {
  const session = useSession();
  return useQuery(getMyInvitationsQueryOptions(session?.userId));
}
