// The company module's routes: company detail, active apps, catalogues, upcoming events, logo files
// and the device storage cap.
import type { RouteDef } from '../../lib/route';
import { companyRoutes as routes } from './company.routes';
import { deviceStorageRoutes } from './device-storage';

export const companyRoutes: RouteDef[] = [...routes, ...deviceStorageRoutes];
