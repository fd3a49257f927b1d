// Stat endpoints (spec people §7 "Statistics", base statistics/api/): the lists, create and its
// OPTIONS, change and delete, one stat's series, settings, duplicate, the simple list, a stat's
// values and the tags. Lists and reads are for everyone with the app; changing stats is for stat
// admins (people §6: Create Stat and Archived).
import {
  duplicateStatsSchema,
  simpleListQuerySchema,
  singleStatQuerySchema,
  statCreateSchema,
  statListQuerySchema,
  statUpdateSchema,
  statValuesQuerySchema,
} from '../../../contract/statistics';
import { STAT_DEFAULT_PERIODS } from '../../../contract/statistics-constants';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route } from '../../lib/route';
import { isStatAdmin } from './permissions';
import { statCreateOptions } from './stat-options.service';
import { listStatsPage, listStatsPlain, listStatsWithValues, singleStat, statValues } from './stat-lists.service';
import { distinctTags } from './stats.repository';
import { changeStat, createStat, duplicateStats, removeStat, simpleList, statSettings } from './stats.service';

const BASE = '/statistics/api';
const app = 'statistics' as const;

export const statRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/list-create-paginated/`,
    app,
    query: statListQuerySchema,
    handler: ({ db, auth, query, request }) => listStatsPage(db, auth, query, request, STAT_DEFAULT_PERIODS),
  }),
  route({
    method: 'GET',
    url: `${BASE}/list-create-all-paginated/`,
    app,
    query: statListQuerySchema,
    handler: ({ db, auth, query, request }) => listStatsPage(db, auth, query, request, STAT_DEFAULT_PERIODS),
  }),
  route({
    method: 'GET',
    url: `${BASE}/list-create/`,
    app,
    query: statListQuerySchema,
    handler: ({ db, auth, query }) => listStatsWithValues(db, auth, query, STAT_DEFAULT_PERIODS),
  }),
  route({
    method: 'GET',
    url: `${BASE}/list-create2/`,
    app,
    query: statListQuerySchema,
    handler: ({ db, auth, query }) => listStatsPlain(db, auth, query),
  }),
  route({
    method: 'POST',
    url: `${BASE}/list-create/`,
    app,
    allow: isStatAdmin,
    body: statCreateSchema,
    handler: async ({ db, auth, body }) => created(await createStat(db, auth, body)),
  }),
  route({
    method: 'OPTIONS',
    url: `${BASE}/list-create/`,
    app,
    handler: async ({ db, auth, reply }) => {
      reply.header('allow', 'GET, POST, OPTIONS');
      return statCreateOptions(db, auth.companyId);
    },
  }),
  route({
    method: 'PATCH',
    url: `${BASE}/update-delete/:id/`,
    app,
    allow: isStatAdmin,
    params: idParamsSchema,
    body: statUpdateSchema,
    handler: ({ db, auth, params, body }) => changeStat(db, auth, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/update-delete/:id/`,
    app,
    allow: isStatAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => (await removeStat(db, auth, params.id), noContent()),
  }),
  route({
    method: 'GET',
    url: `${BASE}/single-stat/:id/`,
    app,
    params: idParamsSchema,
    query: singleStatQuerySchema,
    handler: ({ db, auth, params, query }) => singleStat(db, auth, params.id, query, STAT_DEFAULT_PERIODS),
  }),
  route({
    method: 'GET',
    url: `${BASE}/settings/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => statSettings(db, auth, params.id),
  }),
  route({
    method: 'POST',
    url: `${BASE}/duplicate-stats/`,
    app,
    allow: isStatAdmin,
    body: duplicateStatsSchema,
    handler: async ({ db, auth, body }) => created({ created: await duplicateStats(db, auth, body) }),
  }),
  route({
    method: 'GET',
    url: `${BASE}/simple-list/`,
    app,
    query: simpleListQuerySchema,
    handler: ({ db, auth, query }) => simpleList(db, auth, query.all ?? false),
  }),
  route({
    method: 'GET',
    url: `${BASE}/statvalues/:id/`,
    app,
    params: idParamsSchema,
    query: statValuesQuerySchema,
    handler: ({ db, auth, params, query }) => statValues(db, auth, params.id, query),
  }),
  route({
    method: 'GET',
    url: `${BASE}/tags/`,
    app,
    handler: ({ db, auth }) => distinctTags(db, auth.companyId),
  }),
];
