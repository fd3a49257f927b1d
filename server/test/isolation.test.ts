/// <reference types="vite/types/importMeta.d.ts" />
// The tenant-isolation matrix (ARCHITECTURE.md): every route of the server's route table, called as
// another company's admin with the victim's ids, must answer 404 or 403 and change nothing; without
// a token 401; without the role 403. Cases come from every module's `*.isolation.ts` (see
// ./isolation.ts), found by a glob so a new module is covered without editing this file — and a
// route with no case fails the suite, so later routes are covered by construction.
//
// "Changes nothing" is checked on the database itself: around every call, a digest of every row of
// the victim company (each table with a company_id column, its companies row and its staff's users
// rows) must stay the same.
import { createHash } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import type { AuthContext, RouteDef } from '../lib/route';
import { allRoutes } from '../modules';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from './helpers';
import type { IsolationCase, IsolationTarget } from './isolation';

const modules = import.meta.glob<{ isolationCases: IsolationCase[] }>('../modules/*/*.isolation.ts', { eager: true });
const cases = Object.entries(modules).flatMap(([file, mod]) =>
  mod.isolationCases.map((c, index) => ({ file: file.replace('../modules/', ''), index, c })),
);

const routeKey = (def: Pick<RouteDef, 'method' | 'url'>) => `${def.method} ${def.url}`;
// The same list buildApp() registers; the coverage test below checks the built app's own table.
const routesByKey = new Map(allRoutes.map((def) => [routeKey(def), def]));

/** A staff member with no role flag, to ask each route's role rule whether plain staff may call it. */
const PLAIN_STAFF: AuthContext = {
  userId: 0,
  companyId: 0,
  staffId: 0,
  userType: 'Staff',
  userTypeSlug: 'staff',
  roles: {
    user_is_admin: false,
    user_is_assignment_admin: false,
    user_is_attendance_admin: false,
    user_is_checklist_admin: false,
    user_is_kb_admin: false,
    user_is_pr_approver: false,
    user_is_pr_payer: false,
    user_is_profile_admin: false,
    user_is_request_admin: false,
    user_is_stat_admin: false,
  },
};

let ctx: TestContext;
let companyTables: string[];

beforeAll(async () => {
  // A support address, so the support panel's message is sent (to it alone) rather than refused.
  ctx = await createTestApp({ config: { supportEmail: 'support@isolation.test' } });
  const tables = await sql<{ table_name: string }>`
    SELECT c.table_name
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.column_name = 'company_id' AND c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name`.execute(ctx.database.db);
  companyTables = tables.rows.map((r) => r.table_name);
});
afterAll(() => ctx.close());

/** One hash per table of every row the company owns; a changed table shows up by name in a failure. */
async function companyDigest(db: Database, companyId: number): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  const hash = async (label: string, query: ReturnType<typeof sql<{ r: string }>>) => {
    const rows = (await query.execute(db)).rows.map((row) => row.r);
    digest[label] = `${rows.length}:${createHash('sha256').update(rows.join('\n')).digest('hex')}`;
  };
  // Rows are ordered by their whole text, so tables without a single-column key compare stably.
  for (const table of companyTables) {
    await hash(
      table,
      sql<{ r: string }>`SELECT t::text AS r FROM ${sql.table(table)} t WHERE t.company_id = ${companyId} ORDER BY 1`,
    );
  }
  await hash('companies', sql<{ r: string }>`SELECT c::text AS r FROM companies c WHERE c.id = ${companyId}`);
  await hash(
    'users (staff of the company)',
    sql<{ r: string }>`SELECT u::text AS r FROM users u
      WHERE u.id IN (SELECT s.user_id FROM staff s WHERE s.company_id = ${companyId}) ORDER BY 1`,
  );
  return digest;
}

async function createTargets(): Promise<IsolationTarget> {
  const attacker: TestCompany = await createTestCompany(ctx);
  const victim: TestCompany = await createTestCompany(ctx);
  return { ctx, attacker, victim };
}

function withToken(options: InjectOptions, token: string | null): InjectOptions {
  const headers = Object.fromEntries(
    Object.entries(options.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'authorization'),
  );
  return { ...options, headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers };
}

/**
 * Sends the request and answers the response, after checking that none of the watched companies'
 * rows changed. The digests are taken after the case has seeded its rows.
 */
async function callWatching(
  options: InjectOptions,
  token: string | null,
  watched: number[],
): Promise<LightMyRequestResponse> {
  const db = ctx.database.db;
  const before = await Promise.all(watched.map((id) => companyDigest(db, id)));
  const res = await ctx.app.inject(withToken(options, token));
  const after = await Promise.all(watched.map((id) => companyDigest(db, id)));
  for (let i = 0; i < watched.length; i++) {
    expect(after[i], `rows of company ${watched[i]} changed (answer ${res.statusCode}: ${res.body})`).toEqual(
      before[i],
    );
  }
  return res;
}

const describeAnswer = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 300)}`;

describe('route coverage', () => {
  it('found the isolation case files', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    expect(cases.length).toBeGreaterThan(0);
  });

  it('has a case for every route of the route table, and no case for a route that does not exist', () => {
    const registered = ctx.app.routeTable.map(routeKey);
    const covered = new Set<string>(cases.map(({ c }) => c.route));
    const missing = registered.filter((key) => !covered.has(key));
    const unknown = [...covered].filter((key) => !registered.includes(key));
    expect({ 'routes without an isolation case': missing, 'cases for unknown routes': unknown }).toEqual({
      'routes without an isolation case': [],
      'cases for unknown routes': [],
    });
  });

  it("marks exactly the routes that need no token as 'public'", () => {
    const wrong = cases
      .filter(({ c }) => routesByKey.has(c.route))
      .filter(({ c }) => (c.expect === 'public') !== (routesByKey.get(c.route)!.public === true))
      .map(({ file, c }) => `${c.route} (${file}): expect '${c.expect}'`);
    expect(wrong).toEqual([]);
  });

  it('has a staffForbidden request for every route whose role rule refuses plain staff', () => {
    const withStaffCase = new Set<string>(cases.filter(({ c }) => c.staffForbidden).map(({ c }) => c.route));
    const missing = ctx.app.routeTable
      .filter((def) => !def.public && def.allow && !def.allow(PLAIN_STAFF))
      .map(routeKey)
      .filter((key) => !withStaffCase.has(key));
    expect(missing).toEqual([]);
  });
});

for (const { file, index, c } of cases) {
  const def = routesByKey.get(c.route);
  if (!def) continue; // Reported by the coverage test.

  describe(`${c.route} [${file} #${index}]`, () => {
    // One attacker and one victim per case: other cases cannot interfere, and each call below still
    // digests the victim after the case has seeded it.
    let target: Promise<IsolationTarget> | undefined;
    const freshTarget = () => (target ??= createTargets());
    it(`as another company's admin: ${c.expect}`, async () => {
      const t = await freshTarget();
      const options = await c.request(t);
      const leaks = c.leaks ? await c.leaks(t) : [];
      const token = c.expect === 'public' ? null : t.attacker.admin.token;
      const res = await callWatching(options, token, [t.victim.companyId]);
      if (c.expect === 'foreign-404') {
        expect([403, 404], describeAnswer(res)).toContain(res.statusCode);
      } else if (c.expect === 'own-company') {
        expect(res.statusCode, describeAnswer(res)).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, describeAnswer(res)).toBeLessThan(300);
        for (const leak of leaks) expect(res.body, `answer leaks ${JSON.stringify(leak)}`).not.toContain(leak);
      } else {
        expect(res.statusCode, describeAnswer(res)).toBeLessThan(500);
      }
    });

    if (!def.public) {
      it('without a token: 401, nothing changed', async () => {
        const t = await freshTarget();
        const options = await c.request(t);
        const res = await callWatching(options, null, [t.victim.companyId, t.attacker.companyId]);
        expect(res.statusCode, describeAnswer(res)).toBe(401);
      });
    }

    const staffForbidden = c.staffForbidden;
    if (staffForbidden) {
      it('as a staff member without the role: 403, nothing changed', async () => {
        const t = await freshTarget();
        const options = await staffForbidden(t);
        const res = await callWatching(options, t.attacker.staff.token, [t.victim.companyId, t.attacker.companyId]);
        expect(res.statusCode, describeAnswer(res)).toBe(403);
      });
    }
  });
}
