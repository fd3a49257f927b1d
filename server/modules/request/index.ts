// The request module's routes: requests with their types, comments and history, and tasks.
import type { RouteDef } from '../../lib/route';
import { requestRoutes } from './requests.routes';
import { taskRoutes } from './tasks.routes';

export const requestModuleRoutes: RouteDef[] = [...requestRoutes, ...taskRoutes];
