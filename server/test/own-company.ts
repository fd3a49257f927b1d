/// <reference types="vite/types/importMeta.d.ts" />
// A realistic request for every route of the route table, aimed at the caller's own rows: the
// tenant-isolation cases (*.isolation.ts) already seed rows and build a request for each route, so
// with the attacker and the victim the same company their ids are the caller's own. Tests that
// throw hostile input at every route start from these, so the input reaches past the 404 of an id
// that does not exist. The company comes from the public sign-up, as a real customer's does.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { APP_NAMES } from '../../contract/apps';
import type { RouteDef } from '../lib/route';
import { createTestUser, type TestCompany, type TestContext } from './helpers';
import type { IsolationCase, IsolationTarget } from './isolation';

const modules = import.meta.glob<{ isolationCases: IsolationCase[] }>('../modules/*/*.isolation.ts', { eager: true });
const casesByRoute = new Map(
  Object.values(modules).flatMap((mod) => mod.isolationCases.map((c) => [c.route as string, c] as const)),
);

export const routeKey = (def: Pick<RouteDef, 'method' | 'url'>) => `${def.method} ${def.url}`;

const SIGNUP_PASSWORD = 'a long enough password';

/** A loopback address per sign-up: the per-address sign-up limit is real. */
const someAddress = () => `127.${[0, 0, 0].map(() => 1 + Math.floor(Math.random() * 254)).join('.')}`;

/** A new company through POST account/api/signup/, its admin signed in, plus a staff member. */
export async function signUpCompany(ctx: TestContext): Promise<TestCompany> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/account/api/signup/',
    remoteAddress: someAddress(),
    payload: {
      company_name: `Signed Up ${randomUUID().slice(0, 8)}`,
      first_name: 'Sam',
      last_name: 'Founder',
      email: `founder-${randomUUID()}@test.example`,
      password: SIGNUP_PASSWORD,
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{
    id: number;
    staff_id: number;
    email: string;
    company: { id: number };
    token: string;
    refresh: string;
  }>();
  const companyId = body.company.id;
  const admin = {
    email: body.email,
    password: SIGNUP_PASSWORD,
    userId: body.id,
    staffId: body.staff_id,
    companyId,
    token: body.token,
    refresh: body.refresh,
  };
  return { companyId, admin, staff: await createTestUser(ctx, companyId) };
}

/**
 * The company is as sign-up left it: the admin's token still opens a session and every app is still
 * active (no route it was aimed at signed the admin out, closed the company or turned an app off).
 */
export async function stillIntact(ctx: TestContext, company: TestCompany): Promise<boolean> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/account/api/me/',
    headers: { authorization: `Bearer ${company.admin.token}` },
  });
  if (res.statusCode !== 200) return false;
  return res.json<{ company: { active_app: unknown[] } }>().company.active_app.length === APP_NAMES.length;
}

// One target per company: the cases seed their module's rows once per target (a second seeding
// in the same company would collide with the first's unique names).
const targets = new WeakMap<TestCompany, IsolationTarget>();
function ownTarget(ctx: TestContext, company: TestCompany): IsolationTarget {
  let target = targets.get(company);
  if (!target) targets.set(company, (target = { ctx, attacker: company, victim: company }));
  return target;
}

/**
 * A request for `def` aimed at `company`'s own rows (seeding them), with the admin's token unless
 * the route is public; a bare request to the route's path when no case exists for it.
 */
export async function ownCompanyRequest(ctx: TestContext, company: TestCompany, def: RouteDef): Promise<InjectOptions> {
  const c = casesByRoute.get(routeKey(def));
  const options: InjectOptions = c
    ? await c.request(ownTarget(ctx, company))
    : { method: def.method, url: def.url.replace(/:\w+/g, '1') };
  // An address of its own: sign-in and sign-up limits count per address, and this route's calls
  // must not use up another test's allowance on 127.0.0.1 (files share a database on PostgreSQL).
  const own = { ...options, remoteAddress: options.remoteAddress ?? someAddress() };
  if (def.public) return own;
  return { ...own, headers: { ...own.headers, authorization: `Bearer ${company.admin.token}` } };
}
