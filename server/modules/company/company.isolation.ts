// Tenant-isolation cases for every company route (consumed by server/test/isolation.test.ts).
// Company A's admin aims at company B: B's company id in the path must answer 404 and change nothing;
// routes without ids must answer A's data only (`leaks` lists B's strings that must not appear).
import { authed, TEST_PASSWORD, type TestContext } from '../../test/helpers';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';
import { multipart, pngFile } from './company.fixtures';
import { localDate } from './upcoming-events.service';

const db = (ctx: TestContext) => ctx.database.db;
const detail = (id: number) => `/company/api/detail-update/${id}/`;

async function victimCompanyName({ ctx, victim }: IsolationTarget): Promise<string> {
  const row = await db(ctx)
    .selectFrom('companies')
    .select('company_name')
    .where('id', '=', victim.companyId)
    .executeTakeFirstOrThrow();
  return row.company_name;
}

/** Names of B's holiday and B's staff member, seeded by the upcoming-events case. */
const victimEventNames = ({ victim }: IsolationTarget) => [
  `victim-holiday-${victim.companyId}`,
  `victim-person-${victim.companyId}`,
];

/** B's holiday today and a birthday of B's staff member today: what A's upcoming events must not show. */
async function seedVictimEvents(t: IsolationTarget): Promise<void> {
  const { ctx, victim } = t;
  const [holiday, person] = victimEventNames(t);
  const today = localDate(new Date(), 'UTC');
  await db(ctx).insertInto('holidays').values({ company_id: victim.companyId, name: holiday!, date: today }).execute();
  // 2000 was a leap year, so even a Feb 29 today makes a valid birth date.
  await db(ctx)
    .updateTable('users')
    .set({ first_name: person!, birth_date: `2000-${today.slice(5)}` })
    .where('id', '=', victim.staff.userId)
    .execute();
}

export const isolationCases: IsolationCase[] = [
  {
    route: 'GET /company/api/device-storage/',
    expect: 'own-company',
    request: () => ({ method: 'GET', url: '/company/api/device-storage/' }),
  },
  {
    route: 'PATCH /company/api/device-storage/',
    expect: 'own-company',
    request: () => ({ method: 'PATCH', url: '/company/api/device-storage/', payload: { device_storage_cap_mb: 300 } }),
    staffForbidden: () => ({
      method: 'PATCH',
      url: '/company/api/device-storage/',
      payload: { device_storage_cap_mb: 300 },
    }),
  },
  {
    route: 'GET /company/api/storage-usage/',
    expect: 'own-company',
    request: () => ({ method: 'GET', url: '/company/api/storage-usage/' }),
    staffForbidden: () => ({ method: 'GET', url: '/company/api/storage-usage/' }),
  },
  {
    route: 'GET /company/api/detail-update/:id/',
    expect: 'foreign-404',
    request: ({ victim }) => ({ method: 'GET', url: detail(victim.companyId) }),
  },
  {
    route: 'PATCH /company/api/detail-update/:id/',
    expect: 'foreign-404',
    request: ({ victim }) => ({
      method: 'PATCH',
      url: detail(victim.companyId),
      payload: { company_name: 'taken over', company_information: '<p>pwned</p>', active_app: [1] },
    }),
    staffForbidden: ({ attacker }) => ({
      method: 'PATCH',
      url: detail(attacker.companyId),
      payload: { company_name: 'staff rename' },
    }),
  },
  {
    // The multipart spelling of the same attack, with a logo that must not be written for B.
    route: 'PATCH /company/api/detail-update/:id/',
    expect: 'foreign-404',
    request: async ({ victim }) => ({
      method: 'PATCH',
      url: detail(victim.companyId),
      ...(await multipart({ company_name: 'taken over', active_app: ['1'], company_logo: pngFile() })),
    }),
  },
  {
    route: 'DELETE /company/api/detail-update/:id/',
    expect: 'foreign-404',
    // A's admin, with A's admin password, aims at B.
    request: ({ victim }) => ({
      method: 'DELETE',
      url: detail(victim.companyId),
      payload: { password: TEST_PASSWORD },
    }),
    // A's own company: were the role check missing, only A would suffer.
    staffForbidden: ({ attacker }) => ({
      method: 'DELETE',
      url: detail(attacker.companyId),
      payload: { password: TEST_PASSWORD },
    }),
  },
  {
    route: 'GET /company/api/active-apps/',
    expect: 'own-company',
    // A keeps one app, B has all six: any other app name in A's answer came from B.
    request: async ({ ctx, attacker }) => {
      await db(ctx)
        .deleteFrom('company_apps')
        .where('company_id', '=', attacker.companyId)
        .where('app_id', '<>', 2)
        .execute();
      return { method: 'GET', url: '/company/api/active-apps/' };
    },
    leaks: () => ['knowledge_base', 'attendance', 'purchase_request', 'statistics'],
  },
  {
    route: 'GET /company/api/apps/',
    expect: 'own-company',
    request: () => ({ method: 'GET', url: '/company/api/apps/' }),
    leaks: async (t) => [await victimCompanyName(t)],
  },
  {
    route: 'GET /company/api/currencies/',
    expect: 'own-company',
    request: () => ({ method: 'GET', url: '/company/api/currencies/' }),
    leaks: async (t) => [await victimCompanyName(t)],
  },
  {
    route: 'GET /company/api/upcoming-events/',
    expect: 'own-company',
    request: async (t) => {
      await seedVictimEvents(t);
      return { method: 'GET', url: '/company/api/upcoming-events/?days=366' };
    },
    leaks: victimEventNames,
  },
  {
    route: 'GET /company/api/logos/:company/:file',
    expect: 'public',
    // B's real logo: the URL is a public capability, and fetching it must change nothing of B's.
    request: async ({ ctx, victim }) => {
      const res = await authed(ctx.app, victim.admin, {
        method: 'PATCH',
        url: detail(victim.companyId),
        ...(await multipart({ company_logo: pngFile() })),
      });
      return { method: 'GET', url: res.json<{ company_logo: string }>().company_logo };
    },
  },
  {
    // A guessed name under B's id answers 404 like any unknown file.
    route: 'GET /company/api/logos/:company/:file',
    expect: 'public',
    request: ({ victim }) => ({ method: 'GET', url: `/company/api/logos/${victim.companyId}/${'0'.repeat(32)}.png` }),
  },
];
