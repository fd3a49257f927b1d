// The client error logger: stores reports of signed-in users, drops a flood quietly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';
import { FRONTEND_ERROR_LIMIT_PER_USER } from './frontend-errors.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const report = (user: { token: string }, payload: Record<string, unknown>) =>
  authed(ctx.app, user, { method: 'POST', url: '/account/api/log-frontend-error/', payload });
const stored = (userId: number) =>
  ctx.database.db.selectFrom('frontend_errors').selectAll().where('user_id', '=', userId).execute();

describe('log frontend error', () => {
  it('stores the report with the caller’s company and answers 204', async () => {
    const { staff, companyId } = await createTestCompany(ctx);
    const res = await report(staff, { message: 'x is not a function', stack: 'at y', url: '/account/dashboard/' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await stored(staff.userId)).toEqual([
      expect.objectContaining({ company_id: companyId, message: 'x is not a function', stack: 'at y' }),
    ]);
  });

  it('answers 400 for an empty or too long message, and 401 without a token', async () => {
    const { staff } = await createTestCompany(ctx);
    expect((await report(staff, {})).json()).toEqual({ message: ['This field is required'] });
    expect((await report(staff, { message: 'x'.repeat(2001) })).statusCode).toBe(400);
    const anon = await ctx.app.inject({
      method: 'POST',
      url: '/account/api/log-frontend-error/',
      payload: { message: 'boom' },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('drops reports past the per-user limit without an error', async () => {
    const { staff } = await createTestCompany(ctx);
    for (let i = 0; i < FRONTEND_ERROR_LIMIT_PER_USER.limit + 3; i++) {
      expect((await report(staff, { message: `crash ${i}` })).statusCode).toBe(204);
    }
    expect(await stored(staff.userId)).toHaveLength(FRONTEND_ERROR_LIMIT_PER_USER.limit);
  });
});
