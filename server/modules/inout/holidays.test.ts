// Holidays and time off: admins manage holidays; the month calendar shows time off and holidays
// that touch the month; staff request their own time off and cannot decide it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('holidays', () => {
  it('are created, edited and deleted by admins and read by everyone', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    const create = await authed(ctx.app, admin, {
      method: 'POST',
      url: '/account/api/holidays/',
      payload: { name: 'Founders Day', date: '2026-12-12' },
    });
    expect(create.statusCode).toBe(201);
    const { id } = create.json();
    const denied = await authed(ctx.app, staff, {
      method: 'POST',
      url: '/account/api/holidays/',
      payload: { name: 'Mine', date: '2026-12-13' },
    });
    expect(denied.statusCode).toBe(403);
    const patch = await authed(ctx.app, admin, {
      method: 'PATCH',
      url: `/account/api/holidays/${id}/`,
      payload: { end_date: '2026-12-14' },
    });
    expect(patch.json()).toEqual({ id, name: 'Founders Day', date: '2026-12-12', end_date: '2026-12-14' });
    const backwards = await authed(ctx.app, admin, {
      method: 'PATCH',
      url: `/account/api/holidays/${id}/`,
      payload: { end_date: '2026-12-01' },
    });
    expect(backwards.json()).toEqual({ end_date: ['The end date cannot be before the start date.'] });
    const list = await authed(ctx.app, staff, { method: 'GET', url: '/account/api/holidays/?year=2026' });
    expect(list.json().map((h: { name: string }) => h.name)).toEqual(['Founders Day']);
    expect((await authed(ctx.app, admin, { method: 'DELETE', url: `/account/api/holidays/${id}/` })).statusCode).toBe(
      204,
    );
    expect((await authed(ctx.app, admin, { method: 'DELETE', url: `/account/api/holidays/${id}/` })).statusCode).toBe(
      404,
    );
  });
});

describe('time off', () => {
  it('shows in the calendar of every month it touches, with the month’s holidays', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    const request = await authed(ctx.app, staff, {
      method: 'POST',
      url: '/request/api/staff-time-offs/',
      payload: { start_date: '2026-01-30', end_date: '2026-02-02', note: 'Trip' },
    });
    expect(request.statusCode).toBe(201);
    expect(request.json()).toMatchObject({ staff: staff.staffId, status: 'pending', note: 'Trip' });
    await authed(ctx.app, admin, {
      method: 'POST',
      url: '/account/api/holidays/',
      payload: { name: 'Winter break', date: '2026-02-16' },
    });
    const feb = await authed(ctx.app, staff, { method: 'GET', url: '/account/api/time-off-calendar/?month=2026-02' });
    expect(feb.json().time_offs.map((t: { note: string }) => t.note)).toEqual(['Trip']);
    expect(feb.json().holidays.map((h: { name: string }) => h.name)).toEqual(['Winter break']);
    const jan = await authed(ctx.app, staff, { method: 'GET', url: '/account/api/time-off-calendar/?month=2026-01' });
    expect(jan.json().time_offs).toHaveLength(1);
    expect(jan.json().holidays).toHaveLength(0);
    const bad = await authed(ctx.app, staff, { method: 'GET', url: '/account/api/time-off-calendar/?month=2026-13' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets the requester edit a pending request but only an admin decide it', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    const { id } = (
      await authed(ctx.app, staff, {
        method: 'POST',
        url: '/request/api/staff-time-offs/',
        payload: { start_date: '2026-03-02', end_date: '2026-03-03' },
      })
    ).json();
    const url = `/request/api/staff-time-offs-detail/${id}/`;
    expect((await authed(ctx.app, staff, { method: 'PATCH', url, payload: { note: 'Moving day' } })).statusCode).toBe(
      200,
    );
    expect((await authed(ctx.app, staff, { method: 'PATCH', url, payload: { status: 'approved' } })).statusCode).toBe(
      403,
    );
    const approved = await authed(ctx.app, admin, { method: 'PATCH', url, payload: { status: 'approved' } });
    expect(approved.json()).toMatchObject({ status: 'approved', note: 'Moving day' });
    // Decided: the requester can no longer change it.
    expect((await authed(ctx.app, staff, { method: 'PATCH', url, payload: { note: 'x' } })).statusCode).toBe(403);
    const backwards = await authed(ctx.app, admin, { method: 'PATCH', url, payload: { end_date: '2026-03-01' } });
    expect(backwards.statusCode).toBe(400);
  });
});
