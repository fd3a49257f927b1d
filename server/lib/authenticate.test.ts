// authenticate() answers the requests that arrive together with one query, signed-out sessions
// included: signing out must not cost the clock-in path a round trip.
import type { FastifyRequest } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authed, createTestApp, createTestCompany, login, type TestContext } from '../test/helpers';
import { authenticate } from './authenticate';
import type { AppDeps } from './deps';
import { createTokenSigner } from './tokens';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('checks a batch of tokens, some of signed-out sessions, with one query', async () => {
  const { admin, staff } = await createTestCompany(ctx);
  const sessions = [admin, staff, await login(ctx.app, staff.email), await login(ctx.app, admin.email)];
  const signedOut = sessions.slice(0, 2);
  for (const s of signedOut) {
    const res = await authed(ctx.app, s, { method: 'POST', url: '/account/api/logout/', payload: {} });
    expect(res.statusCode).toBe(204);
  }

  let selects = 0;
  const counting: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (node.kind === 'SelectQueryNode') selects += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const db = ctx.database.db.withPlugin(counting);
  const deps = { signer: createTokenSigner('test-secret-that-is-long-enough-for-hs256') } as AppDeps;
  const request = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as FastifyRequest;
  const outcomes = await Promise.allSettled(sessions.map((s) => authenticate(request(s.token), deps, db, undefined)));

  expect(selects).toBe(1);
  expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'fulfilled', 'fulfilled']);
  expect(outcomes[0]).toMatchObject({ reason: { status: 401, code: 'token_invalid' } });
});
