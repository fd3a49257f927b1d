// Tenant-isolation cases for the onboarding personal-information step: B's position ids in A's
// answer are unknown (400 names no B row), and A's answer lists only A's positions.
import { randomUUID } from 'node:crypto';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';

async function victimPosition({ ctx, victim }: IsolationTarget) {
  const name = `position-${randomUUID()}`;
  const row = await ctx.database.db
    .insertInto('positions')
    .values({ company_id: victim.companyId, name, division_id: null, manager_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name };
}

export const isolationCases: IsolationCase[] = [
  {
    route: 'GET /account/api/onboarding/personal-info/',
    expect: 'own-company',
    request: async (t) => (await victimPosition(t), { method: 'GET', url: '/account/api/onboarding/personal-info/' }),
    leaks: async (t) => [(await victimPosition(t)).name],
  },
  {
    route: 'PUT /account/api/onboarding/personal-info/',
    expect: 'own-company',
    request: async (t) => (
      await victimPosition(t),
      { method: 'PUT', url: '/account/api/onboarding/personal-info/', payload: { first_name: 'Ann', positions: [] } }
    ),
    leaks: async (t) => [(await victimPosition(t)).name, t.victim.admin.email],
  },
];
