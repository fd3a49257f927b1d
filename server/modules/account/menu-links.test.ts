// Menu links: everyone reads the company's links; only the admin user type manages them; parents
// stay within the company and never form a cycle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_FLAGS } from '../../../contract/apps';
import { authed, createTestApp, createTestCompany, createTestUser, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type User = { token: string };
const create = (user: User, payload: Record<string, unknown>) =>
  authed(ctx.app, user, { method: 'POST', url: '/account/api/menu-link/', payload });
const patch = (user: User, id: number, payload: Record<string, unknown>) =>
  authed(ctx.app, user, { method: 'PATCH', url: `/account/api/menu-link/${id}/`, payload });
const reparent = (user: User, id: number, parent: number | null) =>
  authed(ctx.app, user, { method: 'PATCH', url: `/account/api/add-delete-menu-link/${id}/`, payload: { parent } });
const list = (user: User) => authed(ctx.app, user, { method: 'GET', url: '/account/api/menu-links/' });

async function link(user: User, name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await create(user, { name, url: 'https://example.com/' + name, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

describe('menu links', () => {
  it('creates with the spec defaults and lists by order then id for every member', async () => {
    const { admin, staff, companyId } = await createTestCompany(ctx);
    const res = await create(admin, { name: 'Wiki', url: 'https://wiki.example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Wiki',
      url: 'https://wiki.example.com',
      icon: 'feather icon-link',
      parent: null,
      order: 0,
      company: companyId,
    });
    const late = await link(admin, 'late', { order: 5 });
    const early = await link(admin, 'early', { order: -1 });
    const other = await createTestCompany(ctx);
    await link(other.admin, 'not-ours');
    const names = (await list(staff)).json().map((l: { id: number }) => l.id);
    expect(names).toEqual([early, res.json().id, late]);
  });

  it('is managed by the admin user type only, whatever the role flags', async () => {
    const { admin, staff, companyId } = await createTestCompany(ctx);
    const id = await link(admin, 'docs');
    const flagsOnly = await createTestUser(ctx, companyId, {
      roles: Object.fromEntries(ROLE_FLAGS.map((f) => [f, true])),
    });
    for (const user of [staff, flagsOnly]) {
      expect((await create(user, { name: 'x', url: 'https://x.example' })).statusCode).toBe(403);
      expect((await patch(user, id, { name: 'x' })).statusCode).toBe(403);
      expect((await reparent(user, id, null)).statusCode).toBe(403);
      const del = await authed(ctx.app, user, { method: 'DELETE', url: `/account/api/menu-link/${id}/` });
      expect(del.statusCode).toBe(403);
    }
    expect((await list(staff)).json()).toHaveLength(1);
  });

  it('changes only the fields sent, and deleting a parent lifts its children to the top', async () => {
    const { admin } = await createTestCompany(ctx);
    const group = await link(admin, 'group', { icon: 'feather icon-folder', order: 3 });
    const child = await link(admin, 'child', { parent: group });
    const renamed = await patch(admin, group, { name: 'Tools' });
    expect(renamed.json()).toMatchObject({ name: 'Tools', icon: 'feather icon-folder', order: 3 });
    expect((await patch(admin, group, {})).json().name).toBe('Tools');
    const del = await authed(ctx.app, admin, { method: 'DELETE', url: `/account/api/menu-link/${group}/` });
    expect(del.statusCode).toBe(204);
    expect((await list(admin)).json()).toEqual([expect.objectContaining({ id: child, parent: null })]);
  });

  it('re-parents within the company and refuses self-parents, cycles and foreign parents', async () => {
    const { admin } = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const foreign = await link(other.admin, 'foreign');
    const a = await link(admin, 'a');
    const b = await link(admin, 'b', { parent: a });
    const c = await link(admin, 'c', { parent: b });

    const moved = await reparent(admin, c, a);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().parent).toBe(a);
    expect((await reparent(admin, c, null)).json().parent).toBeNull();

    expect((await reparent(admin, a, a)).json()).toEqual({ parent: [expect.stringContaining('own parent')] });
    expect((await reparent(admin, a, b)).json()).toEqual({ parent: [expect.stringContaining('sub-links')] });
    expect((await patch(admin, a, { parent: b })).statusCode).toBe(400);
    expect((await reparent(admin, a, foreign)).json()).toEqual({ parent: ['Select a valid menu link.'] });
    expect((await create(admin, { name: 'x', url: 'https://x.example', parent: foreign })).statusCode).toBe(400);
    // The foreign link, as a target, does not exist here at all.
    expect((await reparent(admin, foreign, null)).statusCode).toBe(404);
    expect((await patch(admin, foreign, { name: 'mine now' })).statusCode).toBe(404);
    const del = await authed(ctx.app, admin, { method: 'DELETE', url: `/account/api/menu-link/${foreign}/` });
    expect(del.statusCode).toBe(404);
    expect((await list(other.admin)).json()).toEqual([expect.objectContaining({ id: foreign, name: 'foreign' })]);
  });

  it('answers 400 per field, and refuses links that are not web addresses', async () => {
    const { admin } = await createTestCompany(ctx);
    const res = await create(admin, { url: 'javascript:alert(1)', order: 'first' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['This field is required'],
      url: ['Enter a valid URL.'],
      order: [expect.any(String)],
    });
    expect((await reparent(admin, 1, undefined as unknown as null)).json()).toEqual({ parent: [expect.any(String)] });
  });
});
