// Tenant-isolation cases for every people route (consumed by server/test/isolation.test.ts):
// company A's admin aims at company B's staff, divisions, positions, responsibilities, holdings and
// e-mails. Reads and writes by id answer 404; lists and bulk calls touch and show A's rows only (a
// bulk call names B's ids as not found, never their content).
import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { multipart, pngFile } from '../company/company.fixtures';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';
import { seedDivision, seedEmail, seedHolding, seedPosition, seedResponsibility } from './people.fixtures';

const secret = (t: IsolationTarget, what: string) => `victim-${what}-${t.victim.companyId}`;
const leaks = (t: IsolationTarget) => [
  ...['division', 'position', 'responsibility', 'email', 'file', 'invitation'].map((w) => secret(t, w)),
  t.victim.admin.email,
  t.victim.staff.email,
];

interface Victim {
  staff: number;
  division: number;
  position: number;
  responsibility: number;
  holding: number;
  email: number;
  file: number;
  /** B's pending invitation, addressed to B's own staff member (so A's people are not its addressee). */
  invitation: string;
}

const seeded = new WeakMap<IsolationTarget, Promise<Victim>>();
/** B's rows, seeded once per target (a case's request is built again for its 401 and 403 checks). */
const victimRows = (t: IsolationTarget) => seeded.get(t) ?? seeded.set(t, seedVictim(t)).get(t)!;

async function seedVictim(t: IsolationTarget): Promise<Victim> {
  const db = t.ctx.database.db;
  const c = t.victim.companyId;
  const division = await seedDivision(db, c, secret(t, 'division'));
  const position = await seedPosition(db, c, { name: secret(t, 'position'), division_id: division.id });
  const responsibility = await seedResponsibility(db, c, secret(t, 'responsibility'));
  const holding = await seedHolding(db, c, t.victim.staff.staffId, responsibility.id);
  const email = await seedEmail(db, c, secret(t, 'email'));
  const file = await db
    .insertInto('staff_files')
    .values({
      company_id: c,
      staff_id: t.victim.staff.staffId,
      file_name: secret(t, 'file'),
      content_type: 'application/pdf',
      size: 1,
      storage_name: randomBytes(16).toString('hex'),
      uploaded_by_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('staff_positions')
    .values({ company_id: c, staff_id: t.victim.staff.staffId, position_id: position.id, is_primary: true })
    .execute();
  const invitation = randomUUID();
  await db
    .insertInto('staff_invitations')
    .values({
      id: invitation,
      company_id: c,
      email: t.victim.staff.email,
      first_name: secret(t, 'invitation'),
      membership: JSON.stringify({}),
      token_hash: 'not a hash of anything',
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
  return {
    invitation,
    staff: t.victim.staff.staffId,
    division: division.id,
    position: position.id,
    responsibility: responsibility.id,
    holding,
    email: email.id,
    file: file.id,
  };
}

type Route = IsolationCase['route'];
type Options = (t: IsolationTarget, v: Victim) => Promise<InjectOptions> | InjectOptions;

const listCase = (route: Route, url: string, admin = false): IsolationCase => ({
  route,
  expect: 'own-company',
  request: async (t) => (await victimRows(t), { method: 'GET', url }),
  leaks,
  ...(admin ? { staffForbidden: () => ({ method: 'GET', url }) } : {}),
});

/** A call on A's own rows (a bulk call may name B's ids as not found, never B's content). */
const ownCase = (route: Route, options: Options, admin = true): IsolationCase => ({
  route,
  expect: 'own-company',
  request: async (t) => options(t, await victimRows(t)),
  leaks,
  ...(admin ? { staffForbidden: async (t: IsolationTarget) => options(t, await victimRows(t)) } : {}),
});

/** A read or write of one of B's rows by id: 404. */
const foreignCase = (
  route: Route,
  options: (v: Victim) => InjectOptions | Promise<InjectOptions>,
  admin = false,
): IsolationCase => ({
  route,
  expect: 'foreign-404',
  request: async (t) => options(await victimRows(t)),
  ...(admin ? { staffForbidden: async (t: IsolationTarget) => options(await victimRows(t)) } : {}),
});

const API = '/account/api';
const DIV = '/division/api';
const get = (url: string): InjectOptions => ({ method: 'GET', url });
const chartPatch = { layout: { nodes: [{ id: 'division-1', x: 1, y: 2 }] }, is_public: true };
const photoBody = multipart({ photo: pngFile(), file: pngFile() });

export const isolationCases: IsolationCase[] = [
  // --- staff -------------------------------------------------------------------------------------
  listCase('GET /account/api/staffs/company_users/', `${API}/staffs/company_users/?search=victim`),
  listCase('GET /account/api/company-users-simple/', `${API}/company-users-simple/`),
  listCase('GET /account/api/user-type/', `${API}/user-type/`),
  foreignCase('GET /account/api/staffs/:id/', (v) => get(`${API}/staffs/${v.staff}/`)),
  ownCase('POST /account/api/staffs/create_company_staff/', (t) => ({
    method: 'POST',
    url: `${API}/staffs/create_company_staff/`,
    payload: { email: `new-${t.attacker.companyId}-${Date.now()}@test.example`, first_name: 'New' },
  })),
  foreignCase('PATCH /account/api/staffs/:id/update_staff/', (v) => ({
    method: 'PATCH',
    url: `${API}/staffs/${v.staff}/update_staff/`,
    payload: { first_name: 'Changed' },
  })),
  foreignCase(
    'DELETE /account/api/staffs/:id/delete_staff/',
    (v) => ({ method: 'DELETE', url: `${API}/staffs/${v.staff}/delete_staff/` }),
    true,
  ),
  ownCase('POST /account/api/bulk-create-staff/', (t) => ({
    method: 'POST',
    url: `${API}/bulk-create-staff/`,
    payload: { staffs: [{ email: `bulk-${t.attacker.companyId}-${Date.now()}@test.example`, first_name: 'Bulk' }] },
  })),
  ownCase('POST /account/api/bulk-edit-staff/', (t, v) => ({
    method: 'POST',
    url: `${API}/bulk-edit-staff/`,
    payload: { ids: [t.attacker.staff.staffId, v.staff], changes: { user_type: 'manager' } },
  })),
  ownCase('DELETE /account/api/bulk-edit-staff/', (_t, v) => ({
    method: 'DELETE',
    url: `${API}/bulk-edit-staff/`,
    payload: { ids: [v.staff] },
  })),
  foreignCase(
    'POST /account/api/send-activation-email/',
    (v) => ({ method: 'POST', url: `${API}/send-activation-email/`, payload: { staff_id: v.staff } }),
    true,
  ),

  // --- photos and employee files ----------------------------------------------------------------
  foreignCase('PUT /account/api/staffs/:id/upload_photo/', async (v) => ({
    method: 'PUT',
    url: `${API}/staffs/${v.staff}/upload_photo/`,
    ...(await photoBody),
  })),
  {
    route: 'GET /account/api/staff-photos/:company/:file',
    expect: 'public',
    // A name that is not B's current photo (no photo at all): 404 whoever asks.
    request: ({ victim }) => get(`${API}/staff-photos/${victim.companyId}/${randomBytes(16).toString('hex')}.png`),
  },
  foreignCase('GET /account/api/staffs/:id/employee_files/', (v) => get(`${API}/staffs/${v.staff}/employee_files/`)),
  foreignCase('POST /account/api/staffs/:id/upload_employee_file/', async (v) => ({
    method: 'POST',
    url: `${API}/staffs/${v.staff}/upload_employee_file/`,
    ...(await photoBody),
  })),
  foreignCase('GET /account/api/employee_files/:fileId/staff/:id/', (v) =>
    get(`${API}/employee_files/${v.file}/staff/${v.staff}/`),
  ),
  foreignCase('DELETE /account/api/employee_files/:fileId/staff/:id/', (v) => ({
    method: 'DELETE',
    url: `${API}/employee_files/${v.file}/staff/${v.staff}/`,
  })),

  // --- org charts --------------------------------------------------------------------------------
  listCase('GET /company/api/orgflow/', '/company/api/orgflow/'),
  ownCase('PATCH /company/api/orgflow/', () => ({
    method: 'PATCH',
    url: '/company/api/orgflow/',
    payload: chartPatch,
  })),
  listCase('GET /company/api/horizontalorg/', '/company/api/horizontalorg/'),
  ownCase('PATCH /company/api/horizontalorg/', () => ({
    method: 'PATCH',
    url: '/company/api/horizontalorg/',
    payload: chartPatch,
  })),
  listCase('GET /account/api/employee-position-hierarchy/', `${API}/employee-position-hierarchy/`),
  listCase('GET /account/api/division-position-hierarchy/', `${API}/division-position-hierarchy/`),
  {
    route: 'GET /company/api/public-org-chart/',
    expect: 'public',
    // B has not published its chart: 404, and nothing of B's.
    request: async (t) => {
      const { company_slug } = await t.ctx.database.db
        .selectFrom('companies')
        .select('company_slug')
        .where('id', '=', t.victim.companyId)
        .executeTakeFirstOrThrow();
      return get(`/company/api/public-org-chart/?company=${company_slug}`);
    },
  },

  // --- divisions ---------------------------------------------------------------------------------
  listCase('GET /division/api/', `${DIV}/`),
  ownCase('POST /division/api/', () => ({ method: 'POST', url: `${DIV}/`, payload: { division_name: 'Ours' } })),
  foreignCase('GET /division/api/:id/', (v) => get(`${DIV}/${v.division}/`)),
  foreignCase(
    'POST /division/api/:id/',
    (v) => ({ method: 'POST', url: `${DIV}/${v.division}/`, payload: { division_name: 'X' } }),
    true,
  ),
  foreignCase(
    'PATCH /division/api/:id/',
    (v) => ({ method: 'PATCH', url: `${DIV}/${v.division}/`, payload: { division_name: 'X' } }),
    true,
  ),
  foreignCase('DELETE /division/api/:id/', (v) => ({ method: 'DELETE', url: `${DIV}/${v.division}/` }), true),
  listCase('GET /division/api/division-with-employees/', `${DIV}/division-with-employees/`),
  foreignCase('GET /division/api/division_users/:id/', (v) => get(`${DIV}/division_users/${v.division}/`)),

  // --- positions ---------------------------------------------------------------------------------
  listCase('GET /account/api/positions/', `${API}/positions/`),
  ownCase('POST /account/api/positions/', () => ({
    method: 'POST',
    url: `${API}/positions/`,
    payload: { name: 'Ours' },
  })),
  foreignCase('GET /account/api/positions/:id/', (v) => get(`${API}/positions/${v.position}/`)),
  foreignCase(
    'PATCH /account/api/positions/:id/',
    (v) => ({ method: 'PATCH', url: `${API}/positions/${v.position}/`, payload: { name: 'X' } }),
    true,
  ),
  foreignCase(
    'DELETE /account/api/positions/:id/',
    (v) => ({ method: 'DELETE', url: `${API}/positions/${v.position}/` }),
    true,
  ),
  foreignCase('GET /account/api/position_users/:id/', (v) => get(`${API}/position_users/${v.position}/`)),
  foreignCase('GET /account/api/positions/:id/employees-with-managers/', (v) =>
    get(`${API}/positions/${v.position}/employees-with-managers/`),
  ),
  foreignCase('GET /account/api/positions/:id/responsibilities/', (v) =>
    get(`${API}/positions/${v.position}/responsibilities/`),
  ),
  ownCase('POST /account/api/bulk-edit-positions/', (_t, v) => ({
    method: 'POST',
    url: `${API}/bulk-edit-positions/`,
    payload: { ids: [v.position], changes: { order: 2 } },
  })),
  ownCase('DELETE /account/api/bulk-edit-positions/', (_t, v) => ({
    method: 'DELETE',
    url: `${API}/bulk-edit-positions/`,
    payload: { ids: [v.position] },
  })),

  // --- responsibilities --------------------------------------------------------------------------
  listCase('GET /account/api/responsibilities/', `${API}/responsibilities/`),
  ownCase('POST /account/api/responsibilities/', () => ({
    method: 'POST',
    url: `${API}/responsibilities/`,
    payload: { title: 'Ours', description: 'Ours' },
  })),
  foreignCase('GET /account/api/responsibilities/:id/', (v) => get(`${API}/responsibilities/${v.responsibility}/`)),
  foreignCase(
    'PATCH /account/api/responsibilities/:id/',
    (v) => ({ method: 'PATCH', url: `${API}/responsibilities/${v.responsibility}/`, payload: { title: 'X' } }),
    true,
  ),
  foreignCase(
    'DELETE /account/api/responsibilities/:id/',
    (v) => ({ method: 'DELETE', url: `${API}/responsibilities/${v.responsibility}/` }),
    true,
  ),
  listCase('GET /account/api/employee-responsibilities/', `${API}/employee-responsibilities/?id=1`),
  {
    // B's staff id in the query: an empty page, never B's holdings.
    ...listCase('GET /account/api/employee-responsibilities/', ''),
    request: async (t) => get(`${API}/employee-responsibilities/?id=${(await victimRows(t)).staff}`),
  },
  ownCase('POST /account/api/create-employee-responsibilities/', async (t) => {
    const own = await seedResponsibility(t.ctx.database.db, t.attacker.companyId, 'Ours');
    return {
      method: 'POST',
      url: `${API}/create-employee-responsibilities/`,
      payload: { employee: t.attacker.staff.staffId, responsibilities: [own.id] },
    };
  }),
  foreignCase(
    'PATCH /account/api/employee-responsibilities/:id/',
    (v) => ({
      method: 'PATCH',
      url: `${API}/employee-responsibilities/${v.holding}/`,
      payload: { responsibility: v.responsibility },
    }),
    true,
  ),
  foreignCase(
    'DELETE /account/api/employee-responsibilities/:id/',
    (v) => ({ method: 'DELETE', url: `${API}/employee-responsibilities/${v.holding}/` }),
    true,
  ),

  // --- system e-mails and action history ---------------------------------------------------------
  listCase('GET /account/api/outbound-emails/', `${API}/outbound-emails/`, true),
  foreignCase(
    'POST /account/api/outbound-emails/:id/resend/',
    (v) => ({ method: 'POST', url: `${API}/outbound-emails/${v.email}/resend/` }),
    true,
  ),
  listCase('GET /account/api/actions/', `${API}/actions/`, true),

  // --- invitations (ours) -------------------------------------------------------------------------
  listCase('GET /account/api/staff-invitations/', `${API}/staff-invitations/`, true),
  foreignCase(
    'POST /account/api/staff-invitations/:id/resend/',
    (v) => ({ method: 'POST', url: `${API}/staff-invitations/${v.invitation}/resend/` }),
    true,
  ),
  foreignCase(
    'DELETE /account/api/staff-invitations/:id/',
    (v) => ({ method: 'DELETE', url: `${API}/staff-invitations/${v.invitation}/` }),
    true,
  ),
  listCase('GET /account/api/my-invitations/', `${API}/my-invitations/`),
  foreignCase('POST /account/api/my-invitations/:id/accept/', (v) => ({
    method: 'POST',
    url: `${API}/my-invitations/${v.invitation}/accept/`,
  })),
  foreignCase('POST /account/api/my-invitations/:id/decline/', (v) => ({
    method: 'POST',
    url: `${API}/my-invitations/${v.invitation}/decline/`,
  })),
  {
    route: 'POST /account/api/invitations/accept-link/',
    expect: 'public',
    request: async (t) => ({
      method: 'POST',
      url: `${API}/invitations/accept-link/`,
      payload: { id: (await victimRows(t)).invitation, token: 'guessed' },
    }),
  },
  {
    route: 'POST /account/api/invitations/decline-link/',
    expect: 'public',
    request: async (t) => ({
      method: 'POST',
      url: `${API}/invitations/decline-link/`,
      payload: { id: (await victimRows(t)).invitation, token: 'guessed' },
    }),
  },
];
