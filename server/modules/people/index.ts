// The people module (spec people §§2–8): staff, divisions, positions, responsibilities and who holds
// them, photos and employee files, org charts, System Emails, the System Action History, custom
// fields, company files, custom views and the Company Motto.
import type { RouteDef } from '../../lib/route';
import { companyDataRoutes } from './company-data.routes';
import { companyMottoRoutes } from './company-motto';
import { historyRoutes } from './history.routes';
import { invitationRoutes } from './invitations.routes';
import { orgChartRoutes } from './org-chart.routes';
import { organisationRoutes } from './organisation.routes';
import { responsibilitiesRoutes } from './responsibilities.routes';
import { staffFilesRoutes } from './staff-files.routes';
import { staffRoutes } from './staff.routes';

export const peopleRoutes: RouteDef[] = [
  ...staffRoutes,
  ...invitationRoutes,
  ...staffFilesRoutes,
  ...organisationRoutes,
  ...orgChartRoutes,
  ...responsibilitiesRoutes,
  ...historyRoutes,
  ...companyDataRoutes,
  ...companyMottoRoutes,
];
