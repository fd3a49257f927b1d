// Route components of the attendance area (spec people §2 Attendance, /company/manage-holidays) and
// of the Pending changes screen, with the device's storage under the changes (its cap removes course
// downloads and photos: src/app/device-storage). One lazy chunk: a field worker opening Clock Ins
// gets the area's screens in one download, and none of it sits in the first load.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { AttendanceRequired } from '../../features/attendance/components/attendance-required';
import { ClockInsPage } from '../../features/attendance/routes/clock-ins-page';
import { HolidaysPage } from '../../features/attendance/routes/holidays-page';
import { MyShiftsPage } from '../../features/attendance/routes/my-shifts-page';
import { PendingChangesPage } from '../../features/attendance/routes/pending-changes-page';
import { SchedulePage } from '../../features/attendance/routes/schedule-page';
import { TimeOffCalendarPage } from '../../features/attendance/routes/time-off-calendar-page';
import { TimesheetsPage } from '../../features/attendance/routes/timesheets-page';
import { WorkingHoursPage } from '../../features/attendance/routes/working-hours-page';
import { LeaveBalancesCard } from '../../features/requests/components/leave-balances';
import { DeviceStorageSection } from '../../features/device-storage/components/device-storage-section';
import { loadStorageCap } from '../storage-cap-runner';

export function ClockInsRoute() {
  return (
    <AttendanceRequired>
      <ClockInsPage />
    </AttendanceRequired>
  );
}

export function WorkingHoursRoute() {
  return (
    <AttendanceRequired>
      <WorkingHoursPage />
    </AttendanceRequired>
  );
}

export function TimesheetsRoute() {
  return (
    <AttendanceRequired>
      <TimesheetsPage />
    </AttendanceRequired>
  );
}

export function ScheduleRoute() {
  return (
    <AttendanceRequired>
      <SchedulePage />
    </AttendanceRequired>
  );
}

export function MyShiftsRoute() {
  return (
    <AttendanceRequired>
      <MyShiftsPage />
    </AttendanceRequired>
  );
}

export function TimeOffCalendarRoute() {
  // Time off is one system (issue 21): the balances of Requests show where time off is asked for.
  return <TimeOffCalendarPage leaveBalances={<LeaveBalancesCard />} />;
}

export function HolidaysRoute() {
  return <HolidaysPage />;
}

export function PendingChangesRoute() {
  const queryClient = useQueryClient();
  const enforce = useCallback(() => loadStorageCap().then((m) => m.enforceStorageCap(queryClient)), [queryClient]);
  return <PendingChangesPage storage={<DeviceStorageSection enforce={enforce} />} />;
}
