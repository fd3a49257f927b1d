// The company module's routes: company detail, active apps, catalogues, upcoming events, logo files.
import type { RouteDef } from '../../lib/route';
import { companyRoutes as routes } from './company.routes';

export const companyRoutes: RouteDef[] = [...routes];
