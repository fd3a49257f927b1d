// Personal to-dos: each staff member sees and changes only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type User = { token: string };
const create = (user: User, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  authed(ctx.app, user, { method: 'POST', url: '/account/api/todo/', payload, headers });
const list = (user: User, query = '') => authed(ctx.app, user, { method: 'GET', url: `/account/api/todo/${query}` });
const patch = (user: User, id: number, payload: Record<string, unknown>) =>
  authed(ctx.app, user, { method: 'PATCH', url: `/account/api/todo/${id}/`, payload });
const remove = (user: User, id: number) => authed(ctx.app, user, { method: 'DELETE', url: `/account/api/todo/${id}/` });

describe('to-dos', () => {
  it('creates with defaults and lists only the caller’s own, paginated', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    const res = await create(staff, { title: '  Call the supplier ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      title: 'Call the supplier',
      is_completed: false,
      due_date: null,
      created_at: expect.any(String),
    });
    await create(staff, { title: 'second', due_date: '2030-01-31' });
    await create(staff, { title: 'third' });
    await create(admin, { title: 'the admin’s own' });

    const page1 = (await list(staff, '?page_size=2')).json();
    expect(page1.count).toBe(3);
    expect(page1.results.map((t: { title: string }) => t.title)).toEqual(['third', 'second']);
    expect(page1.previous).toBeNull();
    expect(page1.next).toMatch(/\/account\/api\/todo\/\?page_size=2&page=2$/);
    const page2 = (await list(staff, '?page_size=2&page=2')).json();
    expect(page2.results.map((t: { title: string }) => t.title)).toEqual(['Call the supplier']);
    expect(page2.next).toBeNull();
    expect(page2.previous).toMatch(/page=1$/);
    expect((await list(admin)).json().results.map((t: { title: string }) => t.title)).toEqual(['the admin’s own']);
  });

  it('updates only the fields sent, and deletes', async () => {
    const { staff } = await createTestCompany(ctx);
    const id = (await create(staff, { title: 'Order gloves', due_date: '2030-05-01' })).json().id;
    const done = await patch(staff, id, { is_completed: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ title: 'Order gloves', is_completed: true, due_date: '2030-05-01' });
    expect((await patch(staff, id, {})).json().is_completed).toBe(true);
    expect((await remove(staff, id)).statusCode).toBe(204);
    expect((await remove(staff, id)).statusCode).toBe(404);
  });

  it('answers 404 for a to-do of someone else, in this company or another', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const mine = (await create(staff, { title: 'private' })).json().id;
    const foreign = (await create(other.staff, { title: 'foreign' })).json().id;
    expect((await patch(admin, mine, { title: 'hijacked' })).statusCode).toBe(404);
    expect((await remove(admin, mine)).statusCode).toBe(404);
    expect((await patch(staff, foreign, { is_completed: true })).statusCode).toBe(404);
    expect((await remove(staff, foreign)).statusCode).toBe(404);
    expect((await list(staff)).json().results[0].title).toBe('private');
    expect((await list(other.staff)).json().results[0]).toMatchObject({ title: 'foreign', is_completed: false });
  });

  it('words a missing field, a null and a value of the wrong type apart', async () => {
    const { staff } = await createTestCompany(ctx);
    expect((await create(staff, {})).json()).toEqual({ title: ['This field is required'] });
    expect((await create(staff, { title: null })).json()).toEqual({ title: ['This field may not be null.'] });
    const wrong = await create(staff, { title: 42, is_completed: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ title: ['Not a valid string.'] });
    expect((await list(staff)).json().count).toBe(0);
  });

  it('answers 400 per field', async () => {
    const { staff } = await createTestCompany(ctx);
    const res = await create(staff, { title: ' ', due_date: '31/01/2030' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ title: ['This field is required'], due_date: [expect.any(String)] });
    expect((await list(staff, '?page=0')).json()).toEqual({ page: [expect.any(String)] });
  });

  it('replays a repeated Idempotency-Key instead of creating twice', async () => {
    const { staff } = await createTestCompany(ctx);
    const key = { 'idempotency-key': 'todo-key-1' };
    const first = await create(staff, { title: 'once' }, key);
    const second = await create(staff, { title: 'once' }, key);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect((await list(staff)).json().count).toBe(1);
  });
});
