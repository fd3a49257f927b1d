// GET account/api/company-users-simple/ (spec people §7): every active staff member, for pickers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { StaffSimple } from '../../../../contract/people';
import { api } from '../../../api/client';
import { PEOPLE_KEY } from './people-keys';

export function getStaffSimpleQueryOptions() {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'staff', 'simple'],
    queryFn: ({ signal }) => api<StaffSimple[]>(API_PATHS.companyUsersSimple, { signal }),
    staleTime: 60_000,
  });
}

export const useStaffSimple = () => useQuery(getStaffSimpleQueryOptions());
