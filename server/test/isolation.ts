// Tenant-isolation cases. Every module exports `isolationCases` (in <module>.isolation.ts); the
// matrix suite (server/test/isolation.test.ts) walks app.routeTable and fails for any route without
// a case. For each case it calls the route as company A's admin aimed at company B's rows (ids in
// the path, query and body), expects 404 or 403, and checks that no row of company B changed. It
// also checks 401 without a token and, for role-gated routes, 403 for A's staff member.
import type { InjectOptions } from 'fastify';
import type { HttpMethod } from '../lib/route';
import type { TestCompany, TestContext } from './helpers';

export interface IsolationTarget {
  ctx: TestContext;
  /** The caller's company: its admin holds every role flag, its staff member none. */
  attacker: TestCompany;
  /** The company whose rows must stay unreachable and unchanged. */
  victim: TestCompany;
}

export type IsolationExpectation =
  /** The route takes ids: the foreign request must answer 404 (or 403) and change nothing. */
  | 'foreign-404'
  /** The route reads or writes only the caller's own company (no ids): it must answer 2xx and the
   * victim's rows must not change and must not appear in the answer (checked by `leaks`). */
  | 'own-company'
  /** A public route (sign-in, sign-up, refresh, password flows): no token needed; the case still
   * runs the request and checks the victim is unchanged. */
  | 'public';

export interface IsolationCase {
  /** `METHOD url` exactly as registered, e.g. `PATCH /account/api/menu-link/:id/`. */
  route: `${HttpMethod} ${string}`;
  expect: IsolationExpectation;
  /**
   * The request the attacker's admin sends. For 'foreign-404', seed rows in the victim's company
   * and put their ids in the path, query or body. The runner adds the attacker admin's token.
   */
  request: (t: IsolationTarget) => Promise<InjectOptions> | InjectOptions;
  /** Role-gated route: a request the attacker's *staff member* (no role flags) sends, answering 403. */
  staffForbidden?: (t: IsolationTarget) => Promise<InjectOptions> | InjectOptions;
  /** Strings that must not appear in the answer (e.g. a victim row's name), for 'own-company'. */
  leaks?: (t: IsolationTarget) => Promise<string[]> | string[];
}
