// Every module's routes, in one list: buildApp() registers them and the tenant-isolation suite
// walks them (a route without an isolation case fails that suite).
import type { RouteDef } from '../lib/route';
import { accountRoutes } from './account';
import { aiSearchRoutes } from './ai-search';
import { checklistModuleRoutes } from './checklist';
import { companyRoutes } from './company';
import { esignRoutes } from './esign';
import { flowchartRoutes } from './flowchart';
import { attendanceRoutes } from './inout';
import { knowledgeBaseRoutes } from './knowledge-base';
import { peopleRoutes } from './people';
import { purchaseRequestRoutes } from './purchase-request';
import { requestModuleRoutes } from './request';
import { shiftRoutes } from './shifts';
import { statisticsRoutes } from './statistics';
import { subscriptionRoutes } from './subscription';

export const allRoutes: RouteDef[] = [
  ...accountRoutes,
  ...companyRoutes,
  ...attendanceRoutes,
  ...shiftRoutes,
  ...statisticsRoutes,
  ...knowledgeBaseRoutes,
  ...checklistModuleRoutes,
  ...requestModuleRoutes,
  ...purchaseRequestRoutes,
  ...peopleRoutes,
  ...subscriptionRoutes,
  ...aiSearchRoutes,
  ...flowchartRoutes,
  ...esignRoutes,
];
