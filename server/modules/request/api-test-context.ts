// One app per test file for the request and purchase-request API tests, and a call helper that
// signs each request with a test user's token.
import { afterAll, beforeAll } from 'vitest';
import { authed, createTestApp, type TestContext, type TestUser } from '../../test/helpers';

export function useApiTestContext() {
  const state: { ctx: TestContext } = { ctx: undefined as unknown as TestContext };
  beforeAll(async () => {
    state.ctx = await createTestApp();
  });
  afterAll(() => state.ctx.close());
  const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    authed(state.ctx.app, user, { method, url, ...(payload ? { payload } : {}) });
  return { ctx: () => state.ctx, call };
}
