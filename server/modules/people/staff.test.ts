// Staff calls: the list's search, filters, sorting and paging; create with the activation e-mail
// (and its link setting the password); update rules per role; delete; the bulk calls with a mix of
// good and bad items; the action history of each change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult, StaffDetail, StaffListItem } from '../../../contract/people';
import type { Paginated } from '../../../contract/pagination';
import { authed, createTestApp, createTestCompany, login, type TestContext } from '../../test/helpers';
import { seedDivision, seedPosition, seedStaff } from './people.fixtures';
import { FREE_PLAN_USER_LIMIT_REACHED } from '../../../contract/subscription-constants';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const API = '/account/api';

async function history(admin: { token: string }) {
  const res = await authed(ctx.app, admin, { method: 'GET', url: `${API}/actions/` });
  expect(res.statusCode).toBe(200);
  return res.json<Paginated<{ action: string; entity: string; entity_id: number; actor: number }>>().results;
}

describe('staff list', () => {
  it('searches, filters, sorts and pages within the company', async () => {
    const c = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const db = ctx.database.db;
    const division = await seedDivision(db, c.companyId);
    const position = await seedPosition(db, c.companyId);
    const zed = await seedStaff(db, c.companyId, 'Zed');
    await seedStaff(db, c.companyId, 'Amy');
    await seedStaff(db, other.companyId, 'Amy');
    await db.updateTable('staff').set({ division_id: division.id }).where('id', '=', zed.id).execute();
    await db
      .insertInto('staff_positions')
      .values({ company_id: c.companyId, staff_id: zed.id, position_id: position.id, is_primary: true })
      .execute();

    const list = async (query: string) => {
      const res = await authed(ctx.app, c.staff, { method: 'GET', url: `${API}/staffs/company_users/?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json<Paginated<StaffListItem>>();
    };
    const all = await list('ordering=first_name');
    expect(all.count).toBe(4);
    expect(all.results[0]!.first_name).toBe('Amy');
    expect((await list('ordering=-first_name')).results[0]!.first_name).toBe('Zed');
    expect((await list('search=zed')).results.map((s) => s.id)).toEqual([zed.id]);
    const byDivision = await list(`division=${division.id}`);
    expect(byDivision.results).toHaveLength(1);
    expect(byDivision.results[0]).toMatchObject({
      staff_division: division.id,
      division_color: '#0cb2fc',
      position: position.id,
      position_name: position.name,
    });
    expect((await list(`position=${position.id}`)).count).toBe(1);
    const paged = await list('page=2&page_size=3');
    expect(paged.results).toHaveLength(1);
    expect(paged.previous).toContain('page=1');
    const unknownOrder = await authed(ctx.app, c.staff, {
      method: 'GET',
      url: `${API}/staffs/company_users/?ordering=nope`,
    });
    expect(unknownOrder.statusCode).toBe(400);
  });

  it('pages through each sort order row by row as one read has them, full rows in sort order', async () => {
    const c = await createTestCompany(ctx);
    const db = ctx.database.db;
    const [north, south] = [await seedDivision(db, c.companyId, 'North'), await seedDivision(db, c.companyId, 'South')];
    const position = await seedPosition(db, c.companyId);
    const names = ['Uma', 'Bea', 'Kai', 'Bea', 'Oli', 'Ari'];
    for (const [i, name] of names.entries()) {
      const s = await seedStaff(db, c.companyId, name);
      const division = i % 3 === 0 ? north.id : i % 3 === 1 ? south.id : null;
      await db.updateTable('staff').set({ division_id: division }).where('id', '=', s.id).execute();
      if (i % 2 === 0) {
        await db
          .insertInto('staff_positions')
          .values({ company_id: c.companyId, staff_id: s.id, position_id: position.id, is_primary: true })
          .execute();
      }
    }
    const read = async (query: string) => {
      const res = await authed(ctx.app, c.admin, { method: 'GET', url: `${API}/staffs/company_users/?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json<Paginated<StaffListItem>>();
    };

    for (const ordering of ['first_name', '-first_name', 'division', '-division', 'position', '-created_at']) {
      const whole = await read(`ordering=${ordering}&page_size=100`);
      const paged: StaffListItem[] = [];
      for (let page = 1; page <= 3; page++) {
        const part = await read(`ordering=${ordering}&page_size=3&page=${page}`);
        expect(part.count).toBe(whole.count);
        paged.push(...part.results);
      }
      expect(paged).toEqual(whole.results);
    }
    // Sorted by the joined rows' values, those without a division last, and each row whole.
    const byDivision = (await read('ordering=division&page_size=100')).results;
    expect(byDivision.map((s) => s.division_name)).toEqual([
      'North',
      'North',
      'South',
      'South',
      null,
      null,
      null,
      null,
    ]);
    expect(byDivision[0]).toMatchObject({ staff_division: north.id, division_color: '#0cb2fc' });
    const byName = (await read('ordering=first_name&page_size=100')).results.map((s) => s.first_name);
    expect(byName).toEqual([...byName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const firstWithPosition = (await read('ordering=position&page_size=1')).results[0]!;
    expect(firstWithPosition).toMatchObject({ position: position.id, positions: [position.id] });
  });
});

describe('create staff', () => {
  it('creates with positions (first is primary), e-mails an activation link that sets the password', async () => {
    const c = await createTestCompany(ctx);
    const db = ctx.database.db;
    const [p1, p2] = [await seedPosition(db, c.companyId), await seedPosition(db, c.companyId)];
    const email = `new-${Date.now()}@test.example`;
    const res = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: `${API}/staffs/create_company_staff/`,
      payload: {
        email,
        first_name: 'Nia',
        last_name: 'New',
        personal_phone: '(555) 123-4567',
        positions: [p2.id, p1.id],
      },
    });
    expect(res.statusCode).toBe(201);
    const staff = res.json<StaffDetail>();
    expect(staff).toMatchObject({ first_name: 'Nia', position: p2.id, positions: [p2.id, p1.id], is_activated: false });

    const emails = await authed(ctx.app, c.admin, { method: 'GET', url: `${API}/outbound-emails/` });
    const activation = emails.json<Paginated<{ id: number; to_email: string; kind: string }>>().results[0]!;
    expect(activation).toMatchObject({ to_email: email, kind: 'set_password', link_hidden: true });
    // The link itself is in the stored e-mail only (what the new employee's inbox gets).
    const { body_text } = await db
      .selectFrom('outbound_emails')
      .select('body_text')
      .where('id', '=', activation.id)
      .executeTakeFirstOrThrow();
    const link = body_text.match(/\/auth\/set-password\/([^?\s]+)\?token=(\S+)/)!;
    expect(link).not.toBeNull();
    const set = await ctx.app.inject({
      method: 'POST',
      url: `${API}/set-password/`,
      payload: { uuid: link[1], token: decodeURIComponent(link[2]!), new_password: 'a new password 123' },
    });
    expect(set.statusCode, set.body).toBe(200);
    await login(ctx.app, email, 'a new password 123');

    expect(await history(c.admin)).toContainEqual(
      expect.objectContaining({ action: 'create', entity: 'staff', entity_id: staff.id, actor: c.admin.staffId }),
    );
  });

  it('refuses a user the plan has no seat for: the Free plan is one user', async () => {
    const c = await createTestCompany(ctx, { plan: 'Free' });
    const res = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: `${API}/staffs/create_company_staff/`,
      payload: { email: `second-${Date.now()}@test.example`, first_name: 'Sam', last_name: 'Second' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [FREE_PLAN_USER_LIMIT_REACHED] });
  });

  it('refuses a staff member (403), a bad phone, a foreign division and a taken e-mail', async () => {
    const c = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const foreign = await seedDivision(ctx.database.db, other.companyId);
    const create = (user: { token: string }, payload: object) =>
      authed(ctx.app, user, { method: 'POST', url: `${API}/staffs/create_company_staff/`, payload });
    expect((await create(c.staff, { email: 'x@test.example', first_name: 'X' })).statusCode).toBe(403);
    const bad = await create(c.admin, {
      email: 'x@test.example',
      first_name: '',
      personal_phone: '555',
      staff_division: foreign.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      first_name: ['This field is required'],
      personal_phone: ['This phone number is too short.'],
    });
    const foreignDivision = await create(c.admin, {
      email: 'x@test.example',
      first_name: 'X',
      staff_division: foreign.id,
    });
    expect(foreignDivision.json()).toEqual({ staff_division: ['Choose a division of this company.'] });
    expect((await create(c.admin, { email: c.staff.email, first_name: 'X' })).json()).toEqual({
      email: ['A staff member with this e-mail already exists in this company.'],
    });
  });
});

describe('update and delete staff', () => {
  it('lets a staff member edit only their own personal info', async () => {
    const c = await createTestCompany(ctx);
    const patch = (user: { token: string }, id: number, payload: object) =>
      authed(ctx.app, user, { method: 'PATCH', url: `${API}/staffs/${id}/update_staff/`, payload });
    const own = await patch(c.staff, c.staff.staffId, { first_name: 'Sammy', personal_phone: '(555) 000-1111' });
    expect(own.statusCode).toBe(200);
    expect(own.json<StaffDetail>()).toMatchObject({ first_name: 'Sammy', personal_phone: '+15550001111' });
    expect((await patch(c.staff, c.staff.staffId, { user_type: 'admin' })).statusCode).toBe(403);
    expect((await patch(c.staff, c.admin.staffId, { first_name: 'X' })).statusCode).toBe(403);
    expect((await patch(c.admin, c.staff.staffId, { manager: c.staff.staffId })).json()).toEqual({
      manager: ['A staff member cannot be their own manager.'],
    });
    const byAdmin = await patch(c.admin, c.staff.staffId, { manager: c.admin.staffId, user_type: 'manager' });
    expect(byAdmin.json<StaffDetail>()).toMatchObject({
      manager: c.admin.staffId,
      user_type: 'Manager',
      user_type_slug: 'manager',
    });
  });

  it('ends the membership: the person cannot sign in there and leaves the list', async () => {
    const c = await createTestCompany(ctx);
    expect(
      (await authed(ctx.app, c.admin, { method: 'DELETE', url: `${API}/staffs/${c.admin.staffId}/delete_staff/` }))
        .statusCode,
    ).toBe(403);
    const res = await authed(ctx.app, c.admin, {
      method: 'DELETE',
      url: `${API}/staffs/${c.staff.staffId}/delete_staff/`,
    });
    expect(res.statusCode).toBe(204);
    expect((await authed(ctx.app, c.staff, { method: 'GET', url: `${API}/me/` })).statusCode).toBe(401);
    const list = await authed(ctx.app, c.admin, { method: 'GET', url: `${API}/staffs/company_users/` });
    expect(list.json<Paginated<StaffListItem>>().count).toBe(1);
    expect(await history(c.admin)).toContainEqual(
      expect.objectContaining({ action: 'delete', entity_id: c.staff.staffId }),
    );
  });
});

describe('bulk staff calls', () => {
  it('creates the good rows and reports each bad one as "Error for ID {row}: {reason}"', async () => {
    const c = await createTestCompany(ctx);
    const res = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: `${API}/bulk-create-staff/`,
      payload: {
        staffs: [
          { email: 'b1@bulk.example', first_name: 'One' },
          { email: 'not-an-email', first_name: 'Two' },
          { email: 'b3@bulk.example', first_name: 'Three', staff_division: 999999 },
          { email: 'b1@bulk.example', first_name: 'Dup' },
          { email: 'b5@bulk.example', first_name: 'Five' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json<BulkResult>();
    expect(result.succeeded).toHaveLength(2);
    expect(result.errors.map((e) => e.message)).toEqual([
      'Error for ID 2: email: Enter a valid email address.',
      'Error for ID 3: staff_division: Choose a division of this company.',
      'Error for ID 4: email: A staff member with this e-mail already exists in this company.',
    ]);
    const emails = await authed(ctx.app, c.admin, { method: 'GET', url: `${API}/outbound-emails/` });
    expect(emails.json<Paginated<unknown>>().count).toBe(2);
  });

  it('edits and deletes in bulk with per-item errors for unknown, foreign and own ids', async () => {
    const c = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const division = await seedDivision(ctx.database.db, c.companyId);
    const edit = await authed(ctx.app, c.admin, {
      method: 'POST',
      url: `${API}/bulk-edit-staff/`,
      payload: { ids: [c.staff.staffId, other.staff.staffId, 999999], changes: { staff_division: division.id } },
    });
    expect(edit.json<BulkResult>()).toEqual({
      succeeded: [c.staff.staffId],
      errors: [
        { id: other.staff.staffId, reason: 'Not found.', message: `Error for ID ${other.staff.staffId}: Not found.` },
        { id: 999999, reason: 'Not found.', message: 'Error for ID 999999: Not found.' },
      ],
    });
    const del = await authed(ctx.app, c.admin, {
      method: 'DELETE',
      url: `${API}/bulk-edit-staff/`,
      payload: { ids: [c.staff.staffId, c.admin.staffId, other.admin.staffId] },
    });
    expect(del.json<BulkResult>().succeeded).toEqual([c.staff.staffId]);
    expect(del.json<BulkResult>().errors.map((e) => e.message)).toEqual([
      `Error for ID ${c.admin.staffId}: You cannot delete your own account.`,
      `Error for ID ${other.admin.staffId}: Not found.`,
    ]);
    const staffTry = await authed(ctx.app, c.staff, {
      method: 'POST',
      url: `${API}/bulk-edit-staff/`,
      payload: { ids: [1], changes: {} },
    });
    expect(staffTry.statusCode).toBe(401);
    const otherStaff = await authed(ctx.app, other.staff, {
      method: 'DELETE',
      url: `${API}/bulk-edit-staff/`,
      payload: { ids: [other.admin.staffId] },
    });
    expect(otherStaff.statusCode).toBe(403);
  });
});
