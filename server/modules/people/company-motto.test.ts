// The Company Motto: everyone reads it, only profile admins change it (403 for a staff member), it is
// trimmed and limited to COMPANY_MOTTO_MAX_LENGTH, each company has its own, and each change is in
// the action history.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CompanyMotto } from '../../../contract/company-data';
import { COMPANY_MOTTO_MAX_LENGTH } from '../../../contract/people-constants';
import type { ActionHistoryItem } from '../../../contract/people';
import type { Paginated } from '../../../contract/pagination';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const URL = '/company/api/motto/';

it('is read by everyone and changed by profile admins only, per company', async () => {
  const c = await createTestCompany(ctx);
  const other = await createTestCompany(ctx);
  expect((await authed(ctx.app, c.staff, { method: 'GET', url: URL })).json<CompanyMotto>()).toEqual({
    company_motto: '',
  });

  const refused = await authed(ctx.app, c.staff, { method: 'PATCH', url: URL, payload: { company_motto: 'Mine' } });
  expect(refused.statusCode).toBe(403);

  const saved = await authed(ctx.app, c.admin, {
    method: 'PATCH',
    url: URL,
    payload: { company_motto: '  Safety first, always.  ' },
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json<CompanyMotto>()).toEqual({ company_motto: 'Safety first, always.' });
  expect((await authed(ctx.app, c.staff, { method: 'GET', url: URL })).json<CompanyMotto>().company_motto).toBe(
    'Safety first, always.',
  );
  expect((await authed(ctx.app, other.admin, { method: 'GET', url: URL })).json<CompanyMotto>().company_motto).toBe('');

  const history = await authed(ctx.app, c.admin, { method: 'GET', url: '/account/api/actions/?entity=company_motto' });
  expect(history.json<Paginated<ActionHistoryItem>>().results).toMatchObject([
    { action: 'update', summary: 'Set the company motto to “Safety first, always.”' },
  ]);
});

it('refuses a motto over the limit and clears with an empty one', async () => {
  const c = await createTestCompany(ctx);
  const long = await authed(ctx.app, c.admin, {
    method: 'PATCH',
    url: URL,
    payload: { company_motto: 'x'.repeat(COMPANY_MOTTO_MAX_LENGTH + 1) },
  });
  expect(long.statusCode).toBe(400);
  expect(Object.keys(long.json())).toEqual(['company_motto']);
  await authed(ctx.app, c.admin, { method: 'PATCH', url: URL, payload: { company_motto: 'Be kind' } });
  const cleared = await authed(ctx.app, c.admin, { method: 'PATCH', url: URL, payload: { company_motto: '' } });
  expect(cleared.json<CompanyMotto>()).toEqual({ company_motto: '' });
});
