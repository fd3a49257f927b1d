// The attendance module's routes: punches, time-clock settings, holidays, time off, timesheets and
// the time-clock kiosk.
import type { RouteDef } from '../../lib/route';
import { holidayRoutes } from './holidays.routes';
import { inoutRoutes } from './inout.routes';
import { kioskRoutes } from './kiosks.routes';
import { timeOffRoutes } from './time-off.routes';
import { timesheetRoutes } from './timesheets.routes';

export const attendanceRoutes: RouteDef[] = [
  ...inoutRoutes,
  ...holidayRoutes,
  ...timeOffRoutes,
  ...timesheetRoutes,
  ...kioskRoutes,
];
