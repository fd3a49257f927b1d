// company-users-simple/ gives each active person's e-mail and primary position beside the name, so
// the pickers that use it (knowledge base assignments, completion filters) can tell two people of
// the same name apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffSimple } from '../../../contract/people';
import { createTestApp, createTestCompany, createTestUser, type TestContext } from '../../test/helpers';
import { api } from '../knowledge-base/knowledge-base.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('company-users-simple/', () => {
  it('names two people of the same name with their e-mails and primary position', async () => {
    const c = await createTestCompany(ctx);
    const db = ctx.database.db;
    const twin = await createTestUser(ctx, c.companyId, { email: `twin-${c.companyId}@north.test` });
    const position = await db
      .insertInto('positions')
      .values({ company_id: c.companyId, name: 'Forklift driver' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('staff_positions')
      .values({ company_id: c.companyId, staff_id: twin.staffId, position_id: position.id, is_primary: true })
      .execute();

    const res = await api(ctx, c.admin, { method: 'GET', url: '/account/api/company-users-simple/' });
    expect(res.statusCode, res.body).toBe(200);
    const people = res.json<StaffSimple[]>();
    const sameName = people.filter((p) => p.name === 'Test Staff');
    expect(sameName).toHaveLength(2);
    expect(sameName.map((p) => p.email).sort()).toEqual([c.staff.email, twin.email].sort());
    expect(people.find((p) => p.id === twin.staffId)?.position_name).toBe('Forklift driver');
    expect(people.find((p) => p.id === c.staff.staffId)?.position_name).toBeNull();
  });
});
