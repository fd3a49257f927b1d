// The demo organisation (server/seed/people.ts) as acme's admin meets it after `npm start`: about
// thirty staff in five divisions, each but the chief reporting to someone, positions in a tree with
// their responsibilities, responsibilities held, and a company motto for the dashboard.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CompanyMotto } from '../../../contract/company-data';
import type { Division, Position, Responsibility, StaffListItem } from '../../../contract/people';
import type { Paginated } from '../../../contract/pagination';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import { authed, createTestApp, login, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ emptyDatabase: true });
  await seedDemo(ctx.database.db);
});
afterAll(() => ctx.close());

it('gives acme an organisation worth charting', async () => {
  const admin = await login(ctx.app, 'admin@acme.test', DEMO_PASSWORD);
  const get = async <T>(url: string) => (await authed(ctx.app, admin, { method: 'GET', url })).json<T>();
  const staff = await get<Paginated<StaffListItem>>('/account/api/staffs/company_users/?page_size=100');
  expect(staff.count).toBeGreaterThanOrEqual(28);
  expect(staff.results.filter((s) => s.manager === null).map((s) => s.position_name)).toEqual(['Chief Executive']);
  expect((await get<Division[]>('/division/api/')).map((d) => d.division_name)).toEqual([
    'Operations',
    'Sales',
    'People',
    'Finance',
    'Customer Support',
  ]);
  const positions = await get<Position[]>('/account/api/positions/');
  expect(positions.filter((p) => p.manager === null)).toHaveLength(1);
  expect(positions.some((p) => p.responsibilities.length > 0)).toBe(true);
  const responsibilities = await get<Paginated<Responsibility>>('/account/api/responsibilities/');
  expect(responsibilities.results.every((r) => r.assigned_to.length > 0)).toBe(true);
  expect((await get<CompanyMotto>('/company/api/motto/')).company_motto).toBe('Safe hands, every shift, every site.');
});
