// The System Action History names the people it is about, not "staff #34": the name is written
// with the record, so it still reads after the person has left the company.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Paginated } from '../../../contract/pagination';
import type { ActionHistoryItem, StaffDetail } from '../../../contract/people';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const API = '/account/api';

it('names the staff member each record is about, also after they are removed', async () => {
  const c = await createTestCompany(ctx);
  const patch = await authed(ctx.app, c.admin, {
    method: 'PATCH',
    url: `${API}/staffs/${c.staff.staffId}/update_staff/`,
    payload: { first_name: 'Dana', last_name: 'Reyes' },
  });
  expect(patch.statusCode).toBe(200);
  expect(patch.json<StaffDetail>()).toMatchObject({ first_name: 'Dana', last_name: 'Reyes' });
  const removed = await authed(ctx.app, c.admin, {
    method: 'DELETE',
    url: `${API}/bulk-edit-staff/`,
    payload: { ids: [c.staff.staffId] },
  });
  expect(removed.statusCode, removed.body).toBe(200);

  const history = await authed(ctx.app, c.admin, { method: 'GET', url: `${API}/actions/?entity=staff` });
  const summaries = history.json<Paginated<ActionHistoryItem>>().results.map((r) => r.summary);
  expect(summaries).toContain('Removed Dana Reyes (bulk)');
  expect(summaries.some((s) => s.startsWith('Updated Dana Reyes: '))).toBe(true);
  expect(summaries.join('\n')).not.toMatch(/staff #\d+/);
});
