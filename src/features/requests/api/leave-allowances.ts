// Leave allowances for request admins (Request Settings): GET request/api/leave-allowances/?year=,
// POST to set one (a type's company default, or one person's override), DELETE one. A change
// refetches the allowances and every balance shown.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaveAllowance, LeaveAllowanceSet } from '../../../../contract/leave';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getLeaveBalancesQueryOptions } from './get-leave-balances';

export function getLeaveAllowancesQueryOptions(year: number) {
  return queryOptions({
    queryKey: ['requests', 'leave-allowances', year],
    queryFn: ({ signal }) => api<LeaveAllowance[]>(`${API_PATHS.leaveAllowances}?year=${year}`, { signal }),
  });
}

export function useLeaveAllowances(year: number, enabled = true) {
  return useQuery({ ...getLeaveAllowancesQueryOptions(year), enabled });
}

export const setLeaveAllowance = (body: LeaveAllowanceSet) =>
  api<LeaveAllowance>(API_PATHS.leaveAllowances, { method: 'POST', body });
export const deleteLeaveAllowance = (id: number) => api<void>(API_PATHS.leaveAllowanceDetail(id), { method: 'DELETE' });

function useAllowanceMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getLeaveAllowancesQueryOptions(0).queryKey.slice(0, 2) }),
        queryClient.invalidateQueries({ queryKey: getLeaveBalancesQueryOptions(0).queryKey.slice(0, 2) }),
      ]),
  });
}

export const useSetLeaveAllowance = () => useAllowanceMutation(setLeaveAllowance);
export const useDeleteLeaveAllowance = () => useAllowanceMutation(deleteLeaveAllowance);
