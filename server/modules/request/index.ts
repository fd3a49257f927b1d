// The request module's routes: requests with their types, comments and history, tasks, and leave
// allowances and balances.
import type { RouteDef } from '../../lib/route';
import { leaveRoutes } from './leave.routes';
import { requestRoutes } from './requests.routes';
import { taskRoutes } from './tasks.routes';

export const requestModuleRoutes: RouteDef[] = [...requestRoutes, ...taskRoutes, ...leaveRoutes];
