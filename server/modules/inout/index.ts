// The attendance module's routes: punches, time-clock settings, holidays, time off and timesheets.
import type { RouteDef } from '../../lib/route';
import { holidayRoutes } from './holidays.routes';
import { inoutRoutes } from './inout.routes';
import { timeOffRoutes } from './time-off.routes';
import { timesheetRoutes } from './timesheets.routes';

export const attendanceRoutes: RouteDef[] = [...inoutRoutes, ...holidayRoutes, ...timeOffRoutes, ...timesheetRoutes];
