// GET account/api/staff-invitations/ (profile admins): the company's invitations of people who
// already have an account, pending first. Under the people key, so creating staff refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { StaffInvitation } from '../../../../contract/people';
import { api } from '../../../api/client';
import { PEOPLE_KEY } from './people-keys';

export const getStaffInvitations = (signal?: AbortSignal) =>
  api<StaffInvitation[]>(API_PATHS.staffInvitations, { signal });

export function getStaffInvitationsQueryOptions() {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'invitations'],
    queryFn: ({ signal }) => getStaffInvitations(signal),
  });
}

export const useStaffInvitations = () => useQuery(getStaffInvitationsQueryOptions());
