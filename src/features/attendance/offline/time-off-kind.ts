// The outbox kind for time off asked for on the calendar (issue 21): saved on the device first and
// shown on the calendar at once, then sent once (Idempotency-Key = its outbox id) to
// request/api/staff-time-offs/, which files it as a request of the time-off type, so Requests lists
// it too. Each is its own entity: one refused never holds back another.
import type { QueryClient } from '@tanstack/react-query';
import type { TimeOff, TimeOffCalendar } from '../../../../contract/attendance';
import { API_PATHS } from '../../../../contract/paths';
import { registerOutboxKind } from '../../../offline/kinds';
import { getTimeOffCalendarQueryOptions } from '../api/get-time-off-calendar';

export const TIME_OFF_KIND = 'attendance.timeOff';

/** What the form sends: first and last day (YYYY-MM-DD), type and note. */
export interface TimeOffRequest {
  start_date: string;
  end_date: string;
  time_off_type: string;
  note: string;
}

/** A queued time off: the request, and the id it is queued under (its name on this device). */
export interface QueuedTimeOff extends TimeOffRequest {
  key: string;
}

export const timeOffEntityKey = (key: string) => `time-off:${key}`;

const isTimeOff = (value: unknown): value is TimeOff =>
  typeof value === 'object' && value !== null && typeof (value as TimeOff).id === 'number';

/** Whether a time off touches a month (YYYY-MM): ISO dates compare as text. */
const touches = (month: string, t: TimeOff) => t.start_date.slice(0, 7) <= month && t.end_date.slice(0, 7) >= month;

export function registerTimeOffKind(
  queryClient: QueryClient,
  options: {
    /** Other screens that show time off once the server filed it (Requests, composed in src/app). */
    onFiled?: () => void;
  } = {},
): void {
  registerOutboxKind<QueuedTimeOff>({
    kind: TIME_OFF_KIND,
    label: 'sync.kinds.timeOff',
    toRequest: ({ key, ...body }) => ({
      method: 'POST',
      path: API_PATHS.staffTimeOffs,
      body,
      entityKey: timeOffEntityKey(key),
    }),
    onDone: (result) => {
      if (!isTimeOff(result)) return;
      const calendars = getTimeOffCalendarQueryOptions('').queryKey.slice(0, 1);
      // It leaves the outbox now: put the server's copy in the months shown, so it does not blink
      // out while they refetch.
      queryClient.setQueriesData<TimeOffCalendar>({ queryKey: calendars }, (data) =>
        data && touches(data.month, result) && !data.time_offs.some((t) => t.id === result.id)
          ? { ...data, time_offs: [...data.time_offs, result] }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: calendars });
      options.onFiled?.();
    },
  });
}
