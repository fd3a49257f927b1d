// Property: no input answers 5xx. For every route of app.routeTable, signed in as the admin of a
// company made through the public sign-up (public routes without a token), fast-check sends
// variants of a realistic request for the route (own-company.ts: real ids of the caller's rows)
// with hostile path parameters, query and body (hostile-input.ts), and every answer must be < 500.
//
// Seeded per route, so a run is reproducible and a failure names the seed and the path to replay
// (`fc.check(..., { seed, path })`); sized to a few dozen requests per route.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../lib/route';
import { createTestApp, type TestCompany, type TestContext } from './helpers';
import { hostileRequests } from './hostile-input';
import { ownCompanyRequest, routeKey, signUpCompany, stillIntact } from './own-company';

const SEED = 20_261_127;
const RUNS_PER_ROUTE = 16;

/** A seed of its own per route, so adding a route does not change what the others are sent. */
function routeSeed(def: RouteDef): number {
  let hash = SEED;
  for (const char of routeKey(def)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

let ctx: TestContext;
let company: TestCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  company = await signUpCompany(ctx);
});
afterAll(() => ctx.close());

/** What a request looked like, short enough to read in a failure. */
function describeRequest(options: InjectOptions): string {
  const payload = typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload ?? null);
  return `${options.method} ${String(options.url).slice(0, 200)} ${String(payload).slice(0, 300)}`;
}

describe('hostile input over the whole route table', () => {
  it('never answers 5xx', { timeout: 600_000 }, async () => {
    const routes = ctx.app.routeTable;
    expect(routes.length).toBeGreaterThan(300);
    const failures: string[] = [];
    for (const def of routes) {
      // A route may sign its caller out or turn an app off (logout, password change, apps, …).
      if (!(await stillIntact(ctx, company))) company = await signUpCompany(ctx);
      // A case seeds its module's rows once per company; seeding again after a route removed them fails.
      const base = await ownCompanyRequest(ctx, company, def).catch(async () =>
        ownCompanyRequest(ctx, (company = await signUpCompany(ctx)), def),
      );
      const seed = routeSeed(def);
      const result = await fc.check(
        fc.asyncProperty(hostileRequests(def, base), async (request) => {
          const res = await ctx.app.inject(request);
          if (res.statusCode >= 500) {
            throw new Error(`${res.statusCode} ${res.body.slice(0, 200)} for ${describeRequest(request)}`);
          }
        }),
        { seed, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (result.failed) {
        failures.push(
          `${routeKey(def)} (seed ${seed}, path ${result.counterexamplePath}): ${String(result.errorInstance)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
