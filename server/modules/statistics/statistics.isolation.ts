// Tenant-isolation cases for every statistics route (consumed by server/test/isolation.test.ts):
// company A's admin aims at company B's stats, values and tags; the token push carries A's token
// with B's stat ids.
import type { InjectOptions } from 'fastify';
import type { TestContext } from '../../test/helpers';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';
import { hashSecret } from '../../lib/tokens';
import { seedDivision, seedStat, seedValue, STATS } from './statistics.fixtures';

const db = (ctx: TestContext) => ctx.database.db;
const WEEK = { start: '2024-03-11', end: '2024-03-17' };
const secretName = (companyId: number) => `victim-stat-${companyId}`;
const secretTag = (companyId: number) => `victim-tag-${companyId}`;
const secretDivision = (companyId: number) => `victim-division-${companyId}`;

/** A stat of B with a value this week, a tag and a division, all named so a leak is findable. */
async function victimStat({ ctx, victim }: IsolationTarget): Promise<{ stat: number; value: number }> {
  const division = await seedDivision(db(ctx), victim.companyId, secretDivision(victim.companyId));
  const stat = await seedStat(db(ctx), victim.companyId, {
    name: secretName(victim.companyId),
    owner: victim.admin.staffId,
    division_id: division,
    tags: [secretTag(victim.companyId)],
  });
  const value = await seedValue(db(ctx), victim.companyId, stat, WEEK, 42);
  return { stat, value };
}

const ownStat = ({ ctx, attacker }: IsolationTarget) =>
  seedStat(db(ctx), attacker.companyId, { owner: attacker.admin.staffId });
const leaks = ({ victim }: IsolationTarget) => [
  secretName(victim.companyId),
  secretTag(victim.companyId),
  secretDivision(victim.companyId),
];

/** A list read as A while B has a stat: 2xx, and nothing of B in the answer. */
function listCase(route: IsolationCase['route'], url: string): IsolationCase {
  return {
    route,
    expect: 'own-company',
    request: async (t) => (await victimStat(t), { method: 'GET', url }),
    leaks,
  };
}

/** A read or write of B's stat by id: 404. */
function statIdCase(
  route: IsolationCase['route'],
  options: (id: number) => InjectOptions,
  staffForbidden = false,
): IsolationCase {
  return {
    route,
    expect: 'foreign-404',
    request: async (t) => options((await victimStat(t)).stat),
    ...(staffForbidden ? { staffForbidden: async (t: IsolationTarget) => options(await ownStat(t)) } : {}),
  };
}

function valueIdCase(route: IsolationCase['route'], options: (id: number) => InjectOptions): IsolationCase {
  return { route, expect: 'foreign-404', request: async (t) => options((await victimStat(t)).value) };
}

const valueFor = (stat: number) => ({ stat, date: '2024-03-13', value: 7 });

export const isolationCases: IsolationCase[] = [
  listCase('GET /statistics/api/list-create-paginated/', `${STATS}/list-create-paginated/?periods=200`),
  listCase(
    'GET /statistics/api/list-create-all-paginated/',
    `${STATS}/list-create-all-paginated/?stat_value_period_start=2024-01-01`,
  ),
  listCase('GET /statistics/api/list-create/', `${STATS}/list-create/?periods=2`),
  listCase('GET /statistics/api/list-create2/', `${STATS}/list-create2/`),
  listCase('GET /statistics/api/simple-list/', `${STATS}/simple-list/?all=true`),
  listCase('GET /statistics/api/tags/', `${STATS}/tags/`),
  // OPTIONS lists the company's owners and divisions as choices.
  listCase('OPTIONS /statistics/api/list-create/', `${STATS}/list-create/`),
  {
    route: 'POST /statistics/api/list-create/',
    expect: 'own-company',
    request: async (t) => (
      await victimStat(t),
      { method: 'POST', url: `${STATS}/list-create/`, payload: { name: 'Ours' } }
    ),
    leaks,
    staffForbidden: () => ({ method: 'POST', url: `${STATS}/list-create/`, payload: { name: 'Ours' } }),
  },
  statIdCase(
    'PATCH /statistics/api/update-delete/:id/',
    (id) => ({ method: 'PATCH', url: `${STATS}/update-delete/${id}/`, payload: { name: 'x', order: 1 } }),
    true,
  ),
  statIdCase(
    'DELETE /statistics/api/update-delete/:id/',
    (id) => ({ method: 'DELETE', url: `${STATS}/update-delete/${id}/` }),
    true,
  ),
  statIdCase(
    'POST /statistics/api/duplicate-stats/',
    (id) => ({ method: 'POST', url: `${STATS}/duplicate-stats/`, payload: { stat_ids: [id], copy_values: true } }),
    true,
  ),
  statIdCase('GET /statistics/api/single-stat/:id/', (id) => ({ method: 'GET', url: `${STATS}/single-stat/${id}/` })),
  statIdCase('GET /statistics/api/settings/:id/', (id) => ({ method: 'GET', url: `${STATS}/settings/${id}/` })),
  statIdCase('GET /statistics/api/statvalues/:id/', (id) => ({ method: 'GET', url: `${STATS}/statvalues/${id}/` })),
  statIdCase('POST /statistics/api/statvalue/create/', (id) => ({
    method: 'POST',
    url: `${STATS}/statvalue/create/`,
    payload: valueFor(id),
  })),
  {
    // The batch answers 201 with B's stat reported as not found, and writes nothing of B's.
    route: 'POST /statistics/api/statvalue/bulk-create/',
    expect: 'own-company',
    request: async (t) => ({
      method: 'POST',
      url: `${STATS}/statvalue/bulk-create/`,
      payload: { values: [valueFor((await victimStat(t)).stat)] },
    }),
    leaks,
  },
  valueIdCase('PUT /statistics/api/statvalue/update-delete/:id/', (id) => ({
    method: 'PUT',
    url: `${STATS}/statvalue/update-delete/${id}/`,
    payload: { value: 1 },
  })),
  valueIdCase('DELETE /statistics/api/statvalue/update-delete/:id/', (id) => ({
    method: 'DELETE',
    url: `${STATS}/statvalue/update-delete/${id}/`,
  })),
  ...(['GET', 'POST', 'DELETE'] as const).map((method): IsolationCase => ({
    route: `${method} /statistics/api/external/token/`,
    expect: 'own-company',
    request: () => ({ method, url: `${STATS}/external/token/` }),
    staffForbidden: () => ({ method, url: `${STATS}/external/token/` }),
  })),
  {
    // A's token with B's stat id: reported as not found, B unchanged.
    route: 'POST /statistics/api/external/statvalues/',
    expect: 'public',
    request: async (t) => {
      const token = `gws_isolation-${t.attacker.companyId}`;
      await db(t.ctx)
        .insertInto('stat_api_tokens')
        .values({
          company_id: t.attacker.companyId,
          token_hash: hashSecret(token),
          prefix: 'gws_iso',
          created_by_staff_id: null,
        })
        .execute();
      return {
        method: 'POST',
        url: `${STATS}/external/statvalues/`,
        headers: { 'x-stat-token': token },
        payload: { values: [valueFor((await victimStat(t)).stat)] },
      };
    },
  },
];
