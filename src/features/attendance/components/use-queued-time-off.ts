// Time off asked for on this device and not on the server yet (the outbox), shaped as the calendar
// shows time off: the signed-in staff member's, pending, marked as waiting (or refused, with the
// server's message). Shown with the server's until the server has it.
import type { LoggedInUser } from '../../../../contract/account';
import { useOutboxItems } from '../../../offline/use-outbox';
import type { ShownTimeOff } from '../lib/month-grid';
import { TIME_OFF_KIND, type TimeOffRequest } from '../offline/time-off-kind';

export function useQueuedTimeOff(me: LoggedInUser | undefined): ShownTimeOff[] {
  const items = useOutboxItems(TIME_OFF_KIND);
  if (!me || !items) return [];
  const name = `${me.first_name} ${me.last_name}`.trim();
  return items.map((item) => {
    const body = item.body as TimeOffRequest;
    return {
      // Not a server id: queued time off is named by its key.
      id: -item.seq,
      key: `queued:${item.id}`,
      staff: me.staff_id,
      staff_name: name,
      start_date: body.start_date,
      end_date: body.end_date,
      time_off_type: body.time_off_type,
      note: body.note,
      status: 'pending',
      queued: { problem: item.state === 'failed' ? (item.last_error ?? '') : null },
    };
  });
}
