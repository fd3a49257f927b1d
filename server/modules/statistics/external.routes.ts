// Integrations (/statistics/external/): the company's API token, managed by stat admins, and the
// push endpoint other systems call with it. The push takes the bulk-create body and answers like
// it; it is "public" to the router (no person's sign-in) and authenticates by the token header.
import { statValueBulkRequestSchema } from '../../../contract/statistics';
import { STAT_TOKEN_HEADER } from '../../../contract/statistics-constants';
import { ForbiddenError } from '../../lib/errors';
import { created, noContent, route } from '../../lib/route';
import { isStatAdmin } from './permissions';
import { companyHasStatistics } from './stats.repository';
import { companyOfToken, revokeToken, rotateToken, tokenStatus } from './stat-api-token.service';
import { bulkCreateValues } from './stat-values.service';

const BASE = '/statistics/api/external';
const app = 'statistics' as const;

export const externalRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/token/`,
    app,
    allow: isStatAdmin,
    handler: ({ db, auth }) => tokenStatus(db, auth.companyId),
  }),
  route({
    method: 'POST',
    url: `${BASE}/token/`,
    app,
    allow: isStatAdmin,
    handler: async ({ db, auth }) => created(await rotateToken(db, auth.companyId, auth.staffId)),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/token/`,
    app,
    allow: isStatAdmin,
    handler: async ({ db, auth }) => (await revokeToken(db, auth.companyId), noContent()),
  }),
  route({
    method: 'POST',
    url: `${BASE}/statvalues/`,
    public: true,
    body: statValueBulkRequestSchema,
    handler: async ({ db, body, request }) => {
      const header = request.headers[STAT_TOKEN_HEADER];
      const companyId = await companyOfToken(db, typeof header === 'string' ? header : undefined);
      if (!(await companyHasStatistics(db, companyId))) {
        throw new ForbiddenError('The statistics app is not active for this company.');
      }
      return created(await bulkCreateValues(db, { kind: 'token', companyId }, body.values));
    },
  }),
];
