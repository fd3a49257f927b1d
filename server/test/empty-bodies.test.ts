// Every route that takes a body, sent none, `{}`, `null` or JSON of the wrong type, aimed at the
// caller's own rows: it answers a 4xx naming the problem, or (a PATCH that changes nothing) 200 with
// the row unchanged, never a 500. An empty PATCH used to reach the database as `UPDATE … SET WHERE`.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsSchema } from '../../contract/errors';
import type { RouteDef } from '../lib/route';
import { createTestApp, type TestCompany, type TestContext } from './helpers';
import { ownCompanyRequest, routeKey, signUpCompany, stillIntact } from './own-company';

const EMPTY_BODIES: Array<[label: string, payload: string | undefined]> = [
  ['no body', undefined],
  ['{}', '{}'],
  ['null', 'null'],
  ['a number', '5'],
  ['a string', '"x"'],
  ['an array', '[]'],
  ['true', 'true'],
];

let ctx: TestContext;
let company: TestCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  company = await signUpCompany(ctx);
});
afterAll(() => ctx.close());

function withBody(options: InjectOptions, payload: string | undefined): InjectOptions {
  const headers = Object.fromEntries(
    Object.entries(options.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-type'),
  );
  if (payload === undefined) return { ...options, headers, payload: undefined };
  return { ...options, headers: { ...headers, 'content-type': 'application/json' }, payload };
}

const answer = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 200)}`;

const takesBody = (def: RouteDef) => def.body !== undefined && !def.rawBody;

describe('empty and wrong-type bodies', () => {
  it('never answer 5xx on any route that takes a body', async () => {
    const routes = ctx.app.routeTable.filter(takesBody);
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const def of routes) {
      if (!(await stillIntact(ctx, company))) company = await signUpCompany(ctx);
      // A case seeds its module's rows once per company; seeding again after a route removed them fails.
      const base = await ownCompanyRequest(ctx, company, def).catch(async () =>
        ownCompanyRequest(ctx, (company = await signUpCompany(ctx)), def),
      );
      for (const [label, payload] of EMPTY_BODIES) {
        const res = await ctx.app.inject(withBody(base, payload));
        if (res.statusCode >= 500) failures.push(`${routeKey(def)} with ${label}: ${answer(res)}`);
        // A 400 is the field map of the specs, the root problem under non_field_errors.
        else if (res.statusCode === 400) fieldErrorsSchema.parse(res.json());
      }
    }
    expect(failures).toEqual([]);
  });

  it('an empty PATCH answers 200 with the row unchanged, or 400 saying what is missing', async () => {
    // A company of its own: the routes above deleted some of the rows the cases seeded.
    company = await signUpCompany(ctx);
    const failures: string[] = [];
    for (const def of ctx.app.routeTable.filter((d) => d.method === 'PATCH' && takesBody(d))) {
      if (!(await stillIntact(ctx, company))) company = await signUpCompany(ctx);
      // A case seeds its module's rows once per company; seeding again after a route removed them fails.
      const base = await ownCompanyRequest(ctx, company, def).catch(async () =>
        ownCompanyRequest(ctx, (company = await signUpCompany(ctx)), def),
      );
      for (const payload of [undefined, '{}', 'null']) {
        const res = await ctx.app.inject(withBody(base, payload));
        if (res.statusCode !== 200 && res.statusCode !== 400)
          failures.push(`${routeKey(def)} ${payload}: ${answer(res)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
