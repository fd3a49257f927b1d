// The outbox kind for a staff member confirming their own timesheet (issue 24): a write a field
// worker makes, so it is saved on the device first and sent once (Idempotency-Key = its outbox id;
// confirming twice is no error on the server either). One entity per person and period.
import type { QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { registerOutboxKind } from '../../../offline/kinds';
import { getTimesheetsQueryOptions } from '../api/get-timesheets';

export const TIMESHEET_CONFIRM_KIND = 'attendance.timesheetConfirm';

export interface TimesheetConfirmation {
  staffId: number;
  /** The period's first day. */
  date: string;
}

/** One confirmation per person and period: what the screen looks for among the queued changes. */
export const timesheetEntityKey = (c: TimesheetConfirmation) => `timesheet:${c.staffId}:${c.date}`;

export function registerTimesheetConfirmKind(queryClient: QueryClient): void {
  registerOutboxKind<TimesheetConfirmation>({
    kind: TIMESHEET_CONFIRM_KIND,
    label: 'sync.kinds.timesheetConfirm',
    toRequest: (confirmation) => ({
      method: 'POST',
      path: API_PATHS.timesheetConfirm(confirmation.staffId),
      body: { date: confirmation.date },
      entityKey: timesheetEntityKey(confirmation),
    }),
    onDone: () => void queryClient.invalidateQueries({ queryKey: getTimesheetsQueryOptions().queryKey.slice(0, 1) }),
  });
}
