// GET request/api/leave-balances/{staff}/: a staff member's leave balance per time-off type this
// year (contract/leave.ts). Kept with the requests' persisted queries, so the balance shows when
// asking for time off offline too (from the kept copy, with its age).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaveBalances } from '../../../../contract/leave';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function getLeaveBalancesQueryOptions(staffId: number) {
  return queryOptions({
    queryKey: ['requests', 'leave-balances', staffId],
    queryFn: ({ signal }) => api<LeaveBalances>(API_PATHS.leaveBalances(staffId), { signal }),
    // Moved by decisions made on other devices (an approver's): read again on each visit, showing
    // the kept copy meanwhile, rather than trusting it for the app's usual 30 s.
    staleTime: 0,
  });
}

export function useLeaveBalances(staffId: number | undefined) {
  return useQuery({ ...getLeaveBalancesQueryOptions(staffId ?? 0), enabled: staffId !== undefined });
}
