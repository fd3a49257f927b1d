// The attendance module's routes: punches, time-clock settings, holidays and time off.
import type { RouteDef } from '../../lib/route';
import { holidayRoutes } from './holidays.routes';
import { inoutRoutes } from './inout.routes';
import { timeOffRoutes } from './time-off.routes';

export const attendanceRoutes: RouteDef[] = [...inoutRoutes, ...holidayRoutes, ...timeOffRoutes];
