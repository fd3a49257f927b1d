// Test helpers: one migrated in-memory PGlite database per test file (or a PostgreSQL server when
// TEST_DATABASE_URL is set, as `npm run test:pg` does), an app built on it, and factories that make
// a fresh company per test so tests never see each other's rows.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { ROLE_FLAGS, type AppName, type RoleFlag } from '../../contract/apps';
import { buildApp, DEFAULT_BODY_LIMIT } from '../app';
import { openDatabase, type OpenDatabase } from '../db/database';
import type { AppConfig } from '../lib/deps';
import type { Mailer } from '../lib/mailer';
import { createStoredMailer } from '../lib/mailer';
import { hashPassword } from '../lib/passwords';
import { createTokenSigner } from '../lib/tokens';
import { createCompany, createStaffMember } from '../seed/factories';

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

export interface TestContext {
  app: FastifyInstance;
  database: OpenDatabase;
  close(): Promise<void>;
}

/**
 * A PostgreSQL database of its own next to the shared test database (same server), for tests that
 * need an empty one (the demo seed fills only an empty database); dropped by the returned function.
 */
async function createEmptyPostgresDatabase(sharedUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `groundwork_test_${randomUUID().replace(/-/g, '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: sharedUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  // Not WITH (FORCE): ending the test's own connections from the server side makes their pool emit
  // an error after it was closed. Its connections finish closing a moment after the pool ends, so
  // the drop waits for them.
  const drop = async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await admin(`DROP DATABASE IF EXISTS ${name}`);
      } catch (error) {
        const inUse = (error as { code?: string }).code === '55006';
        if (!inUse || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  return { url: url.toString(), drop };
}

// On PGlite the files of one test worker share one migrated in-memory database (the server project
// runs them without isolation, vitest.config.ts), as files share one database on PostgreSQL: booting
// and migrating PGlite for each of fifty files cost several seconds a file. Tests make a company of
// their own, so they never see each other's rows. It lives as long as the worker.
let memoryDatabase: Promise<OpenDatabase> | undefined;
function workerMemoryDatabase(): Promise<OpenDatabase> {
  memoryDatabase ??= openDatabase({ kind: 'memory' });
  return memoryDatabase;
}

/**
 * Builds the app on a migrated database. Call in beforeAll; close in afterAll. Test files
 * share one database on PostgreSQL (TEST_DATABASE_URL); `emptyDatabase` gives the file a database
 * no other test writes to.
 */
export async function createTestApp(
  options: {
    mailer?: Mailer;
    emptyDatabase?: boolean;
    config?: Partial<AppConfig>;
    /** Kysely plugins on the app's database only (a test that counts the statements a request sends). */
    plugins?: KyselyPlugin[];
  } = {},
): Promise<TestContext> {
  const sharedUrl = process.env.TEST_DATABASE_URL;
  const own = sharedUrl && options.emptyDatabase ? await createEmptyPostgresDatabase(sharedUrl) : null;
  const url = own?.url ?? sharedUrl;
  const shared = !url && !options.emptyDatabase;
  const database = url
    ? await openDatabase({ kind: 'postgres', url })
    : shared
      ? await workerMemoryDatabase()
      : await openDatabase({ kind: 'memory' });
  // Company ids restart in every test database: uploads get a directory of their own per app.
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-test-files-'));
  const app = await buildApp({
    deps: {
      db: (options.plugins ?? []).reduce((db, plugin) => db.withPlugin(plugin), database.db),
      signer: createTokenSigner('test-secret-that-is-long-enough-for-hs256'),
      mailer: options.mailer ?? createStoredMailer(),
      config: {
        publicUrl: 'http://localhost:8080',
        storageDir,
        staticDir: null,
        bodyLimit: DEFAULT_BODY_LIMIT,
        trustProxy: false,
        ...options.config,
      },
    },
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
      await own?.drop();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  email: string;
  password: string;
  userId: number;
  staffId: number;
  companyId: number;
  token: string;
  refresh: string;
}

export interface TestCompany {
  companyId: number;
  admin: TestUser;
  staff: TestUser;
}

const ALL_ROLES = Object.fromEntries(ROLE_FLAGS.map((f) => [f, true])) as Record<RoleFlag, boolean>;

/**
 * A loopback address of its own for each test sign-in: the per-address sign-in limit is real, and
 * test files sharing one PostgreSQL database would otherwise all count against 127.0.0.1.
 */
function testClientAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** Signs in through the real login endpoint. */
export async function login(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/account/api/login/',
    payload: { email, password },
    remoteAddress: testClientAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; staff_id: number; company: { id: number }; token: string; refresh: string }>();
}

export async function createTestUser(
  ctx: TestContext,
  companyId: number,
  options: { roles?: Partial<Record<RoleFlag, boolean>>; admin?: boolean; email?: string } = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = options.email ?? `user-${randomUUID()}@test.example`;
  await createStaffMember(ctx.database.db, companyId, {
    email,
    first_name: 'Test',
    last_name: options.admin ? 'Admin' : 'Staff',
    password_hash: await passwordHash,
    roles: options.admin ? ALL_ROLES : options.roles,
    user_type: options.admin ? 'Admin' : 'Staff',
    user_type_slug: options.admin ? 'admin' : 'staff',
  });
  const session = await login(ctx.app, email);
  return {
    email,
    password: TEST_PASSWORD,
    userId: session.id,
    staffId: session.staff_id,
    companyId,
    token: session.token,
    refresh: session.refresh,
  };
}

/** A fresh company with an admin (every role flag) and a staff member (none), both signed in. */
export async function createTestCompany(
  ctx: TestContext,
  options: { apps?: 'all' | AppName[]; plan?: string | null } = {},
): Promise<TestCompany> {
  const company = await createCompany(ctx.database.db, {
    company_name: `Company ${randomUUID().slice(0, 8)}`,
    company_slug: `c-${randomUUID().slice(0, 12)}`,
    subscription_plan: options.plan === undefined ? 'Premium' : options.plan,
    apps: options.apps ?? 'all',
  });
  const admin = await createTestUser(ctx, company.id, { admin: true });
  const staff = await createTestUser(ctx, company.id);
  return { companyId: company.id, admin, staff };
}

/** inject() with a bearer token. */
export function authed(
  app: FastifyInstance,
  user: Pick<TestUser, 'token'>,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${user.token}` } });
}
