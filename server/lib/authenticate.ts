// Who is calling: the bearer token's claims checked against the database on every request (staff
// and user active, sessions not revoked since the token was issued, the token's own session not
// signed out, the route's app active for the company). Every authenticated request pays for that
// lookup, so lookups that arrive together are answered by one query (batcher.ts): under load, many
// requests share one round trip.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ROLE_FLAGS, type AppName, type UserRoles } from '../../contract/apps';
import type { Database } from '../db/database';
import { createBatcher, type Batcher } from './batcher';
import type { AppDeps } from './deps';
import { ForbiddenError, UnauthorizedError } from './errors';
import type { VerifiedClaims } from './tokens';

export interface AuthContext {
  userId: number;
  companyId: number;
  staffId: number;
  roles: UserRoles;
  userType: string;
  userTypeSlug: string;
  /** The session (refresh-token family) of the access token, when it names one. */
  sessionId?: string;
}

const STAFF_ROLE_COLUMNS = ROLE_FLAGS.map((flag) => `staff.${flag}` as const);

/** Lookups answered by one query at most; the same SQL text for any number (one prepared plan). */
const MAX_LOOKUPS = 64;

/**
 * The staff rows of `ids`, each with the signed-out sessions among `sessions` (the same list on
 * every row: an uncorrelated subquery, which PostgreSQL runs once per query). One query either way,
 * so signing out costs the clock-in path no round trip.
 */
function findStaff(db: Database, ids: readonly number[], sessions: readonly string[]) {
  return (
    db
      .selectFrom('staff')
      .innerJoin('users', 'users.id', 'staff.user_id')
      // A deleted company (restorable for 30 days, then purged) has no sessions: its tokens die at once.
      .innerJoin('companies', 'companies.id', 'staff.company_id')
      .select(['staff.id', 'staff.company_id', 'staff.user_id', 'staff.user_type', 'staff.user_type_slug'])
      .select(STAFF_ROLE_COLUMNS)
      .select('users.sessions_valid_after')
      .select(
        sql<AppName[]>`array(
        SELECT apps.app_name FROM company_apps JOIN apps ON apps.id = company_apps.app_id
        WHERE company_apps.company_id = staff.company_id)`.as('active_apps'),
      )
      .select(
        sql<string[]>`array(
        SELECT revoked_sessions.family_id::text FROM revoked_sessions
        WHERE revoked_sessions.family_id = any(${sessions}::uuid[]))`.as('revoked_sessions'),
      )
      .where(sql<boolean>`staff.id = any(${ids}::bigint[])`)
      .where('staff.is_active', '=', true)
      .where('users.is_active', '=', true)
      .where('companies.deleted_at', 'is', null)
      .execute()
  );
}

type StaffRow = Awaited<ReturnType<typeof findStaff>>[number];

type Lookup = StaffRow | null | 'signed_out';
const lookups = new WeakMap<Database, Batcher<VerifiedClaims, Lookup>>();

/**
 * The active staff row a token names (its staff, company and user must all match), null, or
 * 'signed_out' when the token's session was signed out.
 */
function lookup(db: Database, claims: VerifiedClaims): Promise<Lookup> {
  let batcher = lookups.get(db);
  if (!batcher) {
    batcher = createBatcher<VerifiedClaims, Lookup>(async (all) => {
      const sessions = [...new Set(all.flatMap((c) => (c.sessionId ? [c.sessionId] : [])))];
      const rows = await findStaff(db, [...new Set(all.map((c) => c.staffId))], sessions);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const revoked = new Set(rows[0]?.revoked_sessions);
      return all.map((c) => {
        const row = byId.get(c.staffId);
        if (c.sessionId && revoked.has(c.sessionId)) return 'signed_out';
        return row && row.company_id === c.companyId && row.user_id === c.userId ? row : null;
      });
    }, MAX_LOOKUPS);
    lookups.set(db, batcher);
  }
  return batcher.submit(claims);
}

/** The caller of the request's bearer token, for a route of `app` (if any). */
export async function authenticate(
  request: FastifyRequest,
  deps: AppDeps,
  db: Database,
  app: AppName | undefined,
): Promise<AuthContext> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match) throw new UnauthorizedError();
  const claims = await deps.signer.verify(match[1]!);
  if (!claims) throw new UnauthorizedError('Given token not valid for any token type', 'token_invalid');
  const staff = await lookup(db, claims);
  if (staff === 'signed_out') throw new UnauthorizedError('This session was signed out.', 'token_invalid');
  if (!staff) throw new UnauthorizedError('User not found or inactive.', 'token_invalid');
  // Compared in whole seconds (a JWT's iat resolution), so the token issued with a password change
  // itself stays valid.
  const validAfter = staff.sessions_valid_after;
  if (validAfter && claims.issuedAt < Math.floor(validAfter.getTime() / 1000)) {
    throw new UnauthorizedError('Token was revoked; please sign in again.', 'token_invalid');
  }
  if (app && !staff.active_apps.includes(app))
    throw new ForbiddenError(`The ${app} app is not active for this company.`);
  const roles = Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, staff[flag]])) as unknown as UserRoles;
  return {
    userId: claims.userId,
    companyId: claims.companyId,
    staffId: claims.staffId,
    userType: staff.user_type,
    userTypeSlug: staff.user_type_slug,
    roles,
    ...(claims.sessionId ? { sessionId: claims.sessionId } : {}),
  };
}
