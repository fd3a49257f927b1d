// Tenant-isolation cases for every checklist route (consumed by server/test/isolation.test.ts):
// company A's admin aims at company B's templates, checklists and images; lists must not show B's.
import type { InjectOptions } from 'fastify';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';
import { multipart, pngFile } from '../company/company.fixtures';
import { CHECKLIST_API, seedChecklist, seedTemplate } from './checklist.fixtures';

const secretTemplate = (companyId: number) => `victim-template-${companyId}`;
const secretChecklist = (companyId: number) => `victim-checklist-${companyId}`;

/** B's template and a checklist of it assigned to B's staff member, both named so a leak is findable. */
async function victimChecklist({ ctx, victim }: IsolationTarget) {
  const db = ctx.database.db;
  const template = await seedTemplate(db, victim.companyId, victim.admin.staffId, {
    name: secretTemplate(victim.companyId),
  });
  const checklist = await seedChecklist(
    db,
    victim.companyId,
    template,
    victim.admin.staffId,
    [victim.staff.staffId],
    secretChecklist(victim.companyId),
  );
  return { template, checklist };
}

async function ownChecklist({ ctx, attacker }: IsolationTarget) {
  const db = ctx.database.db;
  const template = await seedTemplate(db, attacker.companyId, attacker.admin.staffId);
  const checklist = await seedChecklist(db, attacker.companyId, template, attacker.admin.staffId, [
    attacker.staff.staffId,
  ]);
  return { template, checklist };
}

const leaks = ({ victim }: IsolationTarget) => [secretTemplate(victim.companyId), secretChecklist(victim.companyId)];
const templateBody = { name: 'Ours', items: [{ label: 'Done', kind: 'checkbox' }] };

type Ids = { template: number; checklist: number };

/** A call aimed at B's ids: 404; with `staffForbidden`, A's plain staff member calling it on A's own ids gets 403. */
function foreignCase(
  route: IsolationCase['route'],
  options: (ids: Ids) => InjectOptions | Promise<InjectOptions>,
  staffForbidden = false,
): IsolationCase {
  return {
    route,
    expect: 'foreign-404',
    request: async (t) => options(await victimChecklist(t)),
    ...(staffForbidden ? { staffForbidden: async (t: IsolationTarget) => options(await ownChecklist(t)) } : {}),
  };
}

const templateDetail = (id: number) => `${CHECKLIST_API}/template/details/${id}/`;
const detail = (id: number) => `${CHECKLIST_API}/details/${id}/`;

export const isolationCases: IsolationCase[] = [
  {
    route: 'GET /checklist/api/template/',
    expect: 'own-company',
    request: async (t) => (await victimChecklist(t), { method: 'GET', url: `${CHECKLIST_API}/template/` }),
    leaks,
  },
  {
    route: 'POST /checklist/api/template/',
    expect: 'own-company',
    request: async (t) => (
      await victimChecklist(t),
      { method: 'POST', url: `${CHECKLIST_API}/template/`, payload: templateBody }
    ),
    leaks,
    staffForbidden: () => ({ method: 'POST', url: `${CHECKLIST_API}/template/`, payload: templateBody }),
  },
  foreignCase('GET /checklist/api/template/details/:id/', ({ template }) => ({
    method: 'GET',
    url: templateDetail(template),
  })),
  foreignCase(
    'PUT /checklist/api/template/details/:id/',
    ({ template }) => ({ method: 'PUT', url: templateDetail(template), payload: templateBody }),
    true,
  ),
  foreignCase(
    'DELETE /checklist/api/template/details/:id/',
    ({ template }) => ({ method: 'DELETE', url: templateDetail(template) }),
    true,
  ),
  {
    route: 'GET /checklist/api/staff/',
    expect: 'own-company',
    request: async ({ ctx, victim }) => {
      // Named so a leak is findable (every test user is called "Test …").
      await ctx.database.db
        .updateTable('users')
        .set({ first_name: `victim-person-${victim.companyId}` })
        .where('id', '=', victim.staff.userId)
        .execute();
      return { method: 'GET', url: `${CHECKLIST_API}/staff/` };
    },
    leaks: ({ victim }) => [`victim-person-${victim.companyId}`],
    staffForbidden: () => ({ method: 'GET', url: `${CHECKLIST_API}/staff/` }),
  },
  {
    route: 'GET /checklist/api/',
    expect: 'own-company',
    request: async (t) => (await victimChecklist(t), { method: 'GET', url: `${CHECKLIST_API}/` }),
    leaks,
  },
  foreignCase(
    'POST /checklist/api/',
    ({ template }) => ({ method: 'POST', url: `${CHECKLIST_API}/`, payload: { template, assignees: [1] } }),
    true,
  ),
  foreignCase('GET /checklist/api/details/:id/', ({ checklist }) => ({ method: 'GET', url: detail(checklist) })),
  foreignCase('PUT /checklist/api/details/:id/', ({ checklist }) => ({
    method: 'PUT',
    url: detail(checklist),
    payload: { version: 1, title: 'x', description: '', due_date: null, assignees: [1], items: [] },
  })),
  foreignCase('PATCH /checklist/api/details/:id/', ({ checklist }) => ({
    method: 'PATCH',
    url: detail(checklist),
    payload: { version: 1, title: 'Taken over' },
  })),
  foreignCase(
    'DELETE /checklist/api/details/:id/',
    ({ checklist }) => ({ method: 'DELETE', url: `${detail(checklist)}?version=1` }),
    true,
  ),
  foreignCase('POST /checklist/api/details/:id/files/', async ({ checklist }) => ({
    method: 'POST',
    url: `${detail(checklist)}files/`,
    ...(await multipart({ id: crypto.randomUUID(), file: pngFile() })),
  })),
  {
    // Public (an <img> sends no token): a name B's company never issued is simply not found.
    route: 'GET /checklist/api/files/:company/:file',
    expect: 'public',
    request: async (t) => (
      await victimChecklist(t),
      { method: 'GET', url: `${CHECKLIST_API}/files/${t.victim.companyId}/${'0'.repeat(32)}.png` }
    ),
  },
];
