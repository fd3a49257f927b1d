// The user's companies and switching the session into another one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember } from '../../seed/factories';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A staff member of company A who also belongs to company B. */
async function memberOfTwo() {
  const a = await createTestCompany(ctx);
  const b = await createTestCompany(ctx);
  const second = await createStaffMember(ctx.database.db, b.companyId, {
    email: a.staff.email,
    first_name: 'Test',
    roles: { user_is_kb_admin: true },
  });
  return { a, b, user: a.staff, secondStaffId: second.staffId };
}

describe('my companies', () => {
  it('lists every company the user belongs to, and only those', async () => {
    const { a, b, user } = await memberOfTwo();
    const res = await authed(ctx.app, user, { method: 'GET', url: '/account/api/my_companies/' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((c: { id: number }) => c.id);
    expect(ids.sort()).toEqual([a.companyId, b.companyId].sort());
    expect(res.json()[0]).toEqual({
      id: expect.any(Number),
      company_name: expect.any(String),
      company_slug: expect.any(String),
    });
    const single = await authed(ctx.app, b.admin, { method: 'GET', url: '/account/api/my_companies/' });
    expect(single.json().map((c: { id: number }) => c.id)).toEqual([b.companyId]);
  });
});

describe('switch company', () => {
  const switchTo = (user: { token: string }, payload: Record<string, unknown>) =>
    authed(ctx.app, user, { method: 'POST', url: '/account/api/switch_company/', payload });

  it('answers the user in the chosen company with a session bound to it', async () => {
    const { b, user, secondStaffId } = await memberOfTwo();
    const res = await switchTo(user, { company_id: b.companyId });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.company.id).toBe(b.companyId);
    expect(body.staff_id).toBe(secondStaffId);
    expect(body.user_roles.user_is_kb_admin).toBe(true);
    expect(body.user_roles.user_is_admin).toBe(false);
    expect(body.company_list).toHaveLength(2);

    const me = await authed(ctx.app, body, { method: 'GET', url: '/account/api/me/' });
    expect(me.json().company.id).toBe(b.companyId);
    // Refreshing the new session stays in the chosen company.
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/account/api/token/refresh/',
      payload: { refresh: body.refresh },
    });
    const again = await authed(ctx.app, { token: refreshed.json().access }, { method: 'GET', url: '/account/api/me/' });
    expect(again.json().company.id).toBe(b.companyId);
  });

  it('answers 404 for a company the user is not in, or is deactivated in', async () => {
    const { a, b, user, secondStaffId } = await memberOfTwo();
    const stranger = await createTestCompany(ctx);
    expect((await switchTo(user, { company_id: stranger.companyId })).statusCode).toBe(404);
    expect((await switchTo(a.admin, { company_id: b.companyId })).statusCode).toBe(404);
    await ctx.database.db.updateTable('staff').set({ is_active: false }).where('id', '=', secondStaffId).execute();
    expect((await switchTo(user, { company_id: b.companyId })).statusCode).toBe(404);
  });

  it('answers 400 without a company id', async () => {
    const { staff } = await createTestCompany(ctx);
    const res = await switchTo(staff, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ company_id: [expect.any(String)] });
  });
});
