// GET request/api/staff-requests-summary/{id}/ (spec people §7): a staff member's requests by state
// and approved time off this year, for the "my requests" summary.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { StaffRequestsSummary } from '../../../../contract/requests';
import { api } from '../../../api/client';

export function getStaffRequestsSummaryQueryOptions(staffId: number) {
  return queryOptions({
    queryKey: ['requests', 'summary', staffId],
    queryFn: ({ signal }) => api<StaffRequestsSummary>(API_PATHS.staffRequestsSummary(staffId), { signal }),
  });
}

export function useStaffRequestsSummary(staffId: number | undefined) {
  return useQuery({ ...getStaffRequestsSummaryQueryOptions(staffId ?? 0), enabled: staffId !== undefined });
}
