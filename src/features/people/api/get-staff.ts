// GET account/api/staffs/{id}/ (spec people §7): one staff member's profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { StaffDetail } from '../../../../contract/people';
import { api } from '../../../api/client';
import { PEOPLE_KEY } from './people-keys';

export const getStaff = (id: number, signal?: AbortSignal) => api<StaffDetail>(API_PATHS.staffDetail(id), { signal });

export function getStaffQueryOptions(id: number) {
  return queryOptions({ queryKey: [PEOPLE_KEY, 'staff', 'detail', id], queryFn: ({ signal }) => getStaff(id, signal) });
}

export const useStaff = (id: number | undefined) =>
  useQuery({ ...getStaffQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
