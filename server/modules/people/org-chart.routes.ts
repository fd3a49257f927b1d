// Org chart calls (spec people §7 "Divisions and org charts"): the hierarchies for every signed-in
// user, saved layouts changed by profile admins, and the public chart without a token.
import { orgChartQuerySchema, publicOrgChartQuerySchema, savedChartPatchSchema } from '../../../contract/org-chart';
import type { OrgChartKindColumn } from '../../db/schema';
import { route } from '../../lib/route';
import {
  divisionPositionHierarchy,
  employeeHierarchy,
  getSavedChart,
  publicOrgChart,
  saveChart,
} from './org-chart.service';
import { isProfileAdmin } from './permissions';

const savedChartRoutes = (chart: OrgChartKindColumn) => [
  route({
    method: 'GET',
    url: `/company/api/${chart}/`,
    handler: ({ db, auth }) => getSavedChart(db, auth.companyId, chart),
  }),
  route({
    method: 'PATCH',
    url: `/company/api/${chart}/`,
    allow: isProfileAdmin,
    body: savedChartPatchSchema,
    handler: ({ db, auth, body }) => saveChart(db, auth, chart, body),
  }),
];

export const orgChartRoutes = [
  ...savedChartRoutes('orgflow'),
  ...savedChartRoutes('horizontalorg'),
  route({
    method: 'GET',
    url: '/account/api/employee-position-hierarchy/',
    query: orgChartQuerySchema,
    handler: ({ db, auth, query }) => employeeHierarchy(db, auth.companyId, query.search),
  }),
  route({
    method: 'GET',
    url: '/account/api/division-position-hierarchy/',
    handler: ({ db, auth }) => divisionPositionHierarchy(db, auth.companyId),
  }),
  route({
    method: 'GET',
    url: '/company/api/public-org-chart/',
    public: true,
    query: publicOrgChartQuerySchema,
    handler: ({ db, query }) => publicOrgChart(db, query.company),
  }),
];
