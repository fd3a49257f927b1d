// Tenant-isolation cases for every request and task route (consumed by server/test/isolation.test.ts):
// company A's admin aims at company B's request types, requests, staff and tasks.
import type { TestContext } from '../../test/helpers';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';
import { insertRequest, insertRequestType, insertTask } from './request.fixtures';

const BASE = '/request/api';
const db = (ctx: TestContext) => ctx.database.db;
const secret = (companyId: number) => `victim-request-${companyId}`;
const leaks = ({ victim }: IsolationTarget) => [secret(victim.companyId)];

const victimType = ({ ctx, victim }: IsolationTarget) =>
  insertRequestType(db(ctx), victim.companyId, { name: secret(victim.companyId) });
const victimRequest = ({ ctx, victim }: IsolationTarget) =>
  insertRequest(db(ctx), victim.companyId, victim.staff.staffId, { title: secret(victim.companyId) });
const victimTask = ({ ctx, victim }: IsolationTarget) =>
  insertTask(db(ctx), victim.companyId, victim.admin.staffId, {
    title: secret(victim.companyId),
    assignee: victim.staff.staffId,
  });
const ownType = ({ ctx, attacker }: IsolationTarget) => insertRequestType(db(ctx), attacker.companyId);
const victimTimeOffType = ({ ctx, victim }: IsolationTarget) =>
  insertRequestType(db(ctx), victim.companyId, { name: secret(victim.companyId), is_time_off: true });
const ownTimeOffType = ({ ctx, attacker }: IsolationTarget) =>
  insertRequestType(db(ctx), attacker.companyId, { is_time_off: true });
/** A victim's override allowance (its staff member's name is the leak to look for). */
const victimAllowance = async (t: IsolationTarget) =>
  (
    await db(t.ctx)
      .insertInto('leave_allowances')
      .values({
        company_id: t.victim.companyId,
        request_type_id: await victimTimeOffType(t),
        staff_id: t.victim.staff.staffId,
        year: 2031,
        days: 20,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const allowanceBody = async (t: IsolationTarget) => ({ request_type: await ownTimeOffType(t), year: 2031, days: 5 });

/** A case whose id in the path is a victim row. */
const foreign = (
  route: IsolationCase['route'],
  seed: (t: IsolationTarget) => Promise<number>,
  build: (id: number) => { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object },
  staffForbidden?: IsolationCase['staffForbidden'],
): IsolationCase => ({
  route,
  expect: 'foreign-404',
  request: async (t) => build(await seed(t)),
  ...(staffForbidden ? { staffForbidden } : {}),
});

export const isolationCases: IsolationCase[] = [
  ...['my_request', 'for_approval'].map((status): IsolationCase => ({
    route: `GET ${BASE}/list/`,
    expect: 'own-company',
    request: async (t) => (await victimRequest(t), { method: 'GET', url: `${BASE}/list/?status=${status}` }),
    leaks,
  })),
  {
    // Another company's type or staff in a body is refused as unknown (400, requests.test.ts).
    route: `POST ${BASE}/create/`,
    expect: 'own-company',
    request: async (t) => ({
      method: 'POST',
      url: `${BASE}/create/`,
      payload: { request_type: await ownType(t), title: 'x' },
    }),
  },
  foreign(`GET ${BASE}/detail/:id/`, victimRequest, (id) => ({ method: 'GET', url: `${BASE}/detail/${id}/` })),
  foreign(`POST ${BASE}/detail/:id/decision/`, victimRequest, (id) => ({
    method: 'POST',
    url: `${BASE}/detail/${id}/decision/`,
    payload: { action: 'approve' },
  })),
  foreign(`POST ${BASE}/detail/:id/cancel/`, victimRequest, (id) => ({
    method: 'POST',
    url: `${BASE}/detail/${id}/cancel/`,
  })),
  foreign(`POST ${BASE}/detail/:id/comments/`, victimRequest, (id) => ({
    method: 'POST',
    url: `${BASE}/detail/${id}/comments/`,
    payload: { body: 'x' },
  })),
  foreign(
    `GET ${BASE}/user-requests/:id/`,
    async (t) => (await victimRequest(t), t.victim.staff.staffId),
    (id) => ({
      method: 'GET',
      url: `${BASE}/user-requests/${id}/`,
    }),
  ),
  foreign(
    `GET ${BASE}/staff-requests-summary/:id/`,
    async (t) => t.victim.staff.staffId,
    (id) => ({
      method: 'GET',
      url: `${BASE}/staff-requests-summary/${id}/`,
    }),
  ),
  {
    route: `GET ${BASE}/options/`,
    expect: 'own-company',
    request: async (t) => (await victimType(t), { method: 'GET', url: `${BASE}/options/` }),
    leaks: ({ victim }) => [secret(victim.companyId), victim.staff.email],
  },
  {
    route: `GET ${BASE}/types/`,
    expect: 'own-company',
    request: async (t) => (await victimType(t), { method: 'GET', url: `${BASE}/types/` }),
    leaks,
  },
  {
    route: `POST ${BASE}/types/`,
    expect: 'own-company',
    request: () => ({ method: 'POST', url: `${BASE}/types/`, payload: { name: 'Ours' } }),
    staffForbidden: () => ({ method: 'POST', url: `${BASE}/types/`, payload: { name: 'Ours' } }),
  },
  foreign(
    `PATCH ${BASE}/types/:id/`,
    victimType,
    (id) => ({ method: 'PATCH', url: `${BASE}/types/${id}/`, payload: { name: 'x' } }),
    async (t) => ({ method: 'PATCH', url: `${BASE}/types/${await ownType(t)}/`, payload: { name: 'x' } }),
  ),
  foreign(
    `DELETE ${BASE}/types/:id/`,
    victimType,
    (id) => ({ method: 'DELETE', url: `${BASE}/types/${id}/` }),
    async (t) => ({ method: 'DELETE', url: `${BASE}/types/${await ownType(t)}/` }),
  ),
  {
    route: `GET ${BASE}/tasks/`,
    expect: 'own-company',
    request: async (t) => (
      await victimTask(t),
      { method: 'GET', url: `${BASE}/tasks/?assignee=${t.victim.staff.staffId}` }
    ),
    leaks,
  },
  {
    route: `POST ${BASE}/tasks/`,
    expect: 'own-company',
    request: (t) => ({
      method: 'POST',
      url: `${BASE}/tasks/`,
      payload: { title: 'x', assignees: [t.attacker.staff.staffId] },
    }),
  },
  {
    route: `GET ${BASE}/tasks-board/`,
    expect: 'own-company',
    request: async (t) => (await victimTask(t), { method: 'GET', url: `${BASE}/tasks-board/` }),
    leaks,
  },
  foreign(`GET ${BASE}/task/:id/`, victimTask, (id) => ({ method: 'GET', url: `${BASE}/task/${id}/` })),
  foreign(`PATCH ${BASE}/task/:id/`, victimTask, (id) => ({
    method: 'PATCH',
    url: `${BASE}/task/${id}/`,
    payload: { status: 'done' },
  })),
  foreign(`DELETE ${BASE}/task/:id/`, victimTask, (id) => ({ method: 'DELETE', url: `${BASE}/task/${id}/` })),
  {
    route: `GET ${BASE}/leave-allowances/`,
    expect: 'own-company',
    request: async (t) => (await victimAllowance(t), { method: 'GET', url: `${BASE}/leave-allowances/?year=2031` }),
    leaks: ({ victim }) => [secret(victim.companyId), victim.staff.email],
    staffForbidden: () => ({ method: 'GET', url: `${BASE}/leave-allowances/?year=2031` }),
  },
  {
    // Another company's type or staff in the body is refused as unknown (400, leave.test.ts).
    route: `POST ${BASE}/leave-allowances/`,
    expect: 'own-company',
    request: async (t) => ({ method: 'POST', url: `${BASE}/leave-allowances/`, payload: await allowanceBody(t) }),
    staffForbidden: async (t) => ({
      method: 'POST',
      url: `${BASE}/leave-allowances/`,
      payload: await allowanceBody(t),
    }),
  },
  foreign(
    `DELETE ${BASE}/leave-allowances/:id/`,
    victimAllowance,
    (id) => ({ method: 'DELETE', url: `${BASE}/leave-allowances/${id}/` }),
    async (t) => ({ method: 'DELETE', url: `${BASE}/leave-allowances/${await victimAllowance(t)}/` }),
  ),
  foreign(
    `GET ${BASE}/leave-balances/:id/`,
    async (t) => (await victimAllowance(t), t.victim.staff.staffId),
    (id) => ({ method: 'GET', url: `${BASE}/leave-balances/${id}/?year=2031` }),
  ),
];
