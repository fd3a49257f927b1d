// Divisions, positions and responsibilities: the §5 rules and defaults, role checks (a staff
// member cannot create positions: 403), manager loops, bulk position calls with per-item errors,
// holders of responsibilities, and the action history of each change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult, Division, EmployeeResponsibility, Position, Responsibility } from '../../../contract/people';
import type { Paginated } from '../../../contract/pagination';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';
import { seedPosition } from './people.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const API = '/account/api';

describe('divisions', () => {
  it('defaults colour #0cb2fc and order 1, requires a name, lists employees, deletes', async () => {
    const c = await createTestCompany(ctx);
    const missing = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: '/division/api/',
      payload: { division_name: ' ' },
    });
    expect(missing.json()).toEqual({ division_name: ['This field is required'] });
    const res = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: '/division/api/',
      payload: { division_name: 'Field' },
    });
    expect(res.statusCode).toBe(201);
    const division = res.json<Division>();
    expect(division).toMatchObject({ division_color: '#0cb2fc', division_order: 1, employee_count: 0 });
    expect(
      (await authed(ctx.app, c.staff, { method: 'POST', url: '/division/api/', payload: { division_name: 'X' } }))
        .statusCode,
    ).toBe(403);

    await authed(ctx.app, c.admin, {
      method: 'PATCH',
      url: `${API}/staffs/${c.staff.staffId}/update_staff/`,
      payload: { staff_division: division.id },
    });
    const withEmployees = await authed(ctx.app, c.staff, {
      method: 'GET',
      url: '/division/api/division-with-employees/',
    });
    expect(withEmployees.json<(Division & { employees: { id: number }[] })[]>()[0]!.employees.map((e) => e.id)).toEqual(
      [c.staff.staffId],
    );
    const patched = await authed(ctx.app, c.admin, {
      method: 'PATCH',
      url: `/division/api/${division.id}/`,
      payload: { division_color: '#112233' },
    });
    expect(patched.json<Division>()).toMatchObject({ division_color: '#112233', employee_count: 1 });
    expect(
      (await authed(ctx.app, c.admin, { method: 'DELETE', url: `/division/api/${division.id}/` })).statusCode,
    ).toBe(204);
    expect((await authed(ctx.app, c.admin, { method: 'GET', url: `/division/api/${division.id}/` })).statusCode).toBe(
      404,
    );
  });
});

describe('positions', () => {
  it('a staff member cannot create positions (403); an admin can, with its §5 message', async () => {
    const c = await createTestCompany(ctx);
    const body = { name: 'Driver' };
    expect(
      (await authed(ctx.app, c.staff, { method: 'POST', url: `${API}/positions/`, payload: body })).statusCode,
    ).toBe(403);
    const noName = await authed(ctx.app, c.admin, { method: 'POST', url: `${API}/positions/`, payload: { name: '' } });
    expect(noName.json()).toEqual({ name: ['Please enter position name.'] });
    const res = await authed(ctx.app, c.admin, { method: 'POST', url: `${API}/positions/`, payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json<Position>()).toMatchObject({ name: 'Driver', order: 1, position_staff: 0, users: [] });
  });

  it('refuses a manager loop and reports it per item in bulk', async () => {
    const c = await createTestCompany(ctx);
    const db = ctx.database.db;
    const top = await seedPosition(db, c.companyId);
    const mid = await seedPosition(db, c.companyId, { manager_id: top.id });
    const low = await seedPosition(db, c.companyId, { manager_id: mid.id });
    const loop = await authed(ctx.app, c.admin, {
      method: 'PATCH',
      url: `${API}/positions/${top.id}/`,
      payload: { manager: low.id },
    });
    expect(loop.json()).toEqual({ manager: ['A position cannot report to one of the positions under it.'] });

    const bulk = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: `${API}/bulk-edit-positions/`,
      payload: { ids: [top.id, low.id, mid.id, 999999], changes: { manager: mid.id, order: 3 } },
    });
    const result = bulk.json<BulkResult>();
    expect(result.succeeded).toEqual([low.id]);
    expect(result.errors.map((e) => e.message)).toEqual([
      `Error for ID ${top.id}: A position cannot report to one of the positions under it.`,
      `Error for ID ${mid.id}: A position cannot report to itself.`,
      'Error for ID 999999: Not found.',
    ]);
    const del = await authed(ctx.app, c.admin, {
      method: 'DELETE',
      url: `${API}/bulk-edit-positions/`,
      payload: { ids: [low.id, 999999] },
    });
    expect(del.json<BulkResult>()).toMatchObject({
      succeeded: [low.id],
      errors: [{ message: 'Error for ID 999999: Not found.' }],
    });
    const actions = await authed(ctx.app, c.admin, { method: 'GET', url: `${API}/actions/?entity=position` });
    expect(
      actions.json<Paginated<{ action: string; entity_id: number }>>().results.map((a) => [a.action, a.entity_id]),
    ).toEqual([
      ['delete', low.id],
      ['update', low.id],
    ]);
    expect((await authed(ctx.app, c.staff, { method: 'GET', url: `${API}/actions/` })).statusCode).toBe(403);
  });

  it('lists employees of a position with their managers, and its responsibilities', async () => {
    const c = await createTestCompany(ctx);
    const resp = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: `${API}/responsibilities/`,
      payload: { title: 'Safety', description: 'Keeps the site safe' },
    });
    const position = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: `${API}/positions/`,
      payload: { name: 'Lead', responsibilities: [resp.json<Responsibility>().id] },
    });
    const id = position.json<Position>().id;
    await authed(ctx.app, c.admin, {
      method: 'PATCH',
      url: `${API}/staffs/${c.staff.staffId}/update_staff/`,
      payload: { positions: [id], manager: c.admin.staffId },
    });
    const people = await authed(ctx.app, c.staff, {
      method: 'GET',
      url: `${API}/positions/${id}/employees-with-managers/`,
    });
    expect(people.json()).toEqual([
      expect.objectContaining({ id: c.staff.staffId, manager: { id: c.admin.staffId, name: 'Test Admin' } }),
    ]);
    const responsibilities = await authed(ctx.app, c.staff, {
      method: 'GET',
      url: `${API}/positions/${id}/responsibilities/`,
    });
    expect(responsibilities.json()).toEqual([expect.objectContaining({ title: 'Safety' })]);
  });
});

describe('responsibilities', () => {
  it('requires title and description, assigns holders, answers "Responsibility not found"', async () => {
    const c = await createTestCompany(ctx);
    const bad = await authed(ctx.app, c.admin, { method: 'POST', url: `${API}/responsibilities/`, payload: {} });
    expect(bad.json()).toEqual({ title: ['This field is required'], description: ['This field is required'] });
    const res = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: `${API}/responsibilities/`,
      payload: { title: 'Keys', description: 'Opens up' },
    });
    const made = res.json<Responsibility>();
    expect(made).toMatchObject({ assigned_to: [], created_by: c.admin.staffId });
    const assigned = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: `${API}/create-employee-responsibilities/`,
      payload: { employee: c.staff.staffId, responsibilities: [made.id] },
    });
    expect(assigned.statusCode).toBe(201);
    const holding = assigned.json<EmployeeResponsibility[]>()[0]!;
    const mine = await authed(ctx.app, c.staff, {
      method: 'GET',
      url: `${API}/employee-responsibilities/?id=${c.staff.staffId}`,
    });
    expect(mine.json<Paginated<EmployeeResponsibility>>().results).toEqual([
      expect.objectContaining({ id: holding.id, title: 'Keys' }),
    ]);
    const simple = await authed(ctx.app, c.staff, {
      method: 'GET',
      url: `${API}/responsibilities/?simple=true&page_size=100`,
    });
    expect(simple.json<Paginated<unknown>>().results).toEqual([{ id: made.id, title: 'Keys' }]);
    expect(
      (await authed(ctx.app, c.admin, { method: 'DELETE', url: `${API}/employee-responsibilities/${holding.id}/` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await authed(ctx.app, c.admin, { method: 'DELETE', url: `${API}/responsibilities/${made.id}/` })).statusCode,
    ).toBe(204);
    const again = await authed(ctx.app, c.admin, { method: 'DELETE', url: `${API}/responsibilities/${made.id}/` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ detail: 'Responsibility not found' });
  });
});

describe('system e-mails', () => {
  it('resends an e-mail as a new stored copy; staff members cannot list them', async () => {
    const c = await createTestCompany(ctx);
    await authed(ctx.app, c.admin, {
      method: 'POST',
      url: `${API}/staffs/create_company_staff/`,
      payload: { email: 'r@test.example', first_name: 'R' },
    });
    const list = await authed(ctx.app, c.admin, { method: 'GET', url: `${API}/outbound-emails/` });
    const [first] = list.json<Paginated<{ id: number; subject: string }>>().results;
    const resend = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: `${API}/outbound-emails/${first!.id}/resend/`,
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ subject: first!.subject, status: 'stored' });
    expect((await authed(ctx.app, c.staff, { method: 'GET', url: `${API}/outbound-emails/` })).statusCode).toBe(403);
  });
});
