// The clock's line about the schedule (issue 24): the shift under way or the next one, from the
// person's persisted My shifts (offline too). Nothing when nothing is scheduled. The server flags a
// clock-in later than the shift's start plus the company's tolerance; the clock never refuses it.
import { useCurrentUser } from '../../../api/current-user';
import { useMyShifts } from '../api/get-shifts';
import { currentOrNextShift } from '../lib/upcoming-shifts';
import { useNow } from '../lib/use-now';
import { NextShiftLine } from './shift-summary';

export function ClockNextShift() {
  const me = useCurrentUser().data;
  const list = useMyShifts(me?.staff_id);
  const now = useNow();
  if (!list.data) return null;
  const found = currentOrNextShift(list.data.results, now);
  if (!found) return null;
  return <NextShiftLine shift={found.shift} zone={list.data.time_zone} current={found.current} />;
}
