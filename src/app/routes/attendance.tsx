// Route components of the attendance area (spec people §2 Attendance, /company/manage-holidays) and
// of the Pending changes screen. One lazy chunk: a field worker opening Clock Ins gets the area's
// screens in one download, and none of it sits in the first load.
import { AttendanceRequired } from '../../features/attendance/components/attendance-required';
import { ClockInsPage } from '../../features/attendance/routes/clock-ins-page';
import { HolidaysPage } from '../../features/attendance/routes/holidays-page';
import { PendingChangesPage } from '../../features/attendance/routes/pending-changes-page';
import { TimeOffCalendarPage } from '../../features/attendance/routes/time-off-calendar-page';
import { WorkingHoursPage } from '../../features/attendance/routes/working-hours-page';

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

export function TimeOffCalendarRoute() {
  return <TimeOffCalendarPage />;
}

export function HolidaysRoute() {
  return <HolidaysPage />;
}

export function PendingChangesRoute() {
  return <PendingChangesPage />;
}
