// The statistics module's routes: stats, their values and the integrations token and push.
import type { RouteDef } from '../../lib/route';
import { externalRoutes } from './external.routes';
import { statValueRoutes } from './stat-values.routes';
import { statRoutes } from './stats.routes';

export const statisticsRoutes: RouteDef[] = [...statRoutes, ...statValueRoutes, ...externalRoutes];
