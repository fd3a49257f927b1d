// The admin's writes on a timesheet: approve, correct a punch with a reason, and add a missing punch. Each refreshes every
// timesheet query after. (A staff member's confirmation goes through the outbox: timesheet-confirm-kind.)
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type {
  MissingPunchInput,
  PunchEditInput,
  TimesheetDetail,
  TimesheetPunchView,
} from '../../../../contract/timesheets';
import { api } from '../../../api/client';
import { getTimesheetsQueryOptions } from './get-timesheets';

export function approveTimesheet({ staffId, date }: { staffId: number; date?: string }) {
  return api<TimesheetDetail>(API_PATHS.timesheetApprove(staffId), { method: 'POST', body: { date } });
}

export function editPunch({ punchId, ...body }: PunchEditInput & { punchId: number }) {
  return api<TimesheetPunchView>(API_PATHS.timesheetPunch(punchId), { method: 'PATCH', body });
}

export function addMissingPunch({ staffId, ...body }: MissingPunchInput & { staffId: number }) {
  return api<TimesheetPunchView>(API_PATHS.timesheetMissingPunch(staffId), { method: 'POST', body });
}

function useTimesheetMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Every period's list and detail: an edit may move a punch into another period.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTimesheetsQueryOptions().queryKey.slice(0, 1) }),
  });
}

export const useApproveTimesheet = () => useTimesheetMutation(approveTimesheet);
export const useEditPunch = () => useTimesheetMutation(editPunch);
export const useAddMissingPunch = () => useTimesheetMutation(addMissingPunch);
