// The account module's routes.
import type { RouteDef } from '../../lib/route';
import { sessionRoutes } from './session.routes';

export const accountRoutes: RouteDef[] = [...sessionRoutes];
