// Sign-in, token refresh with rotation and reuse detection, sign-out.
// Refresh tokens are opaque secrets stored hashed. Each sign-in starts a family (the session, named
// in its access tokens); each refresh marks the presented token used and issues the next one in the
// family. A spent token presented again while its successor is still unused answers that same
// successor, however long after (until the spent token's own expiry): the first answer was lost on a
// flaky network and the device went offline before repeating it (for minutes or days in the field),
// or two requests raced. Whoever holds the pair then, the next rotation tells: once the successor is
// used, any presentation of a spent token means a leak, and the whole family is revoked, its access
// tokens included. Sign-out revokes the family of the device signing out, and only that one.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { LoggedInUser, LoginRequest, RefreshResponse } from '../../../contract/account';
import type { Database } from '../../db/database';
import { UnauthorizedError } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_DAYS,
  hashSecret,
  newSecret,
  openUnderSecret,
  sealUnderSecret,
  type TokenSigner,
} from '../../lib/tokens';
import { loginAttempt, loginSucceeded, reserveLoginAttempt } from './login-throttle';
import { companyDeletedError } from './deleted-companies';
import { findDefaultStaff, findUserByEmail, loadLoggedInUserRows } from './session.repository';
import { presentLoggedInUser } from './session.presenter';

/** Clock skew allowed between instances when deciding a revoked session's tokens have all expired. */
const ACCESS_TOKEN_LEEWAY_SECONDS = 60;
export const BAD_CREDENTIALS = 'No active account found with the given credentials';

export interface Session {
  token: string;
  refresh: string;
}

export async function loadLoggedInUser(db: Database, staffId: number, companyId: number): Promise<LoggedInUser> {
  return presentLoggedInUser(await loadLoggedInUserRows(db, staffId, companyId));
}

interface SessionIds {
  userId: number;
  companyId: number;
  staffId: number;
}

async function insertRefreshToken(db: Database, ids: SessionIds, familyId: string) {
  const refresh = newSecret();
  const { id } = await db
    .insertInto('refresh_tokens')
    .values({
      company_id: ids.companyId,
      user_id: ids.userId,
      family_id: familyId,
      token_hash: hashSecret(refresh),
      expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, refresh };
}

/** Issues an access token and the first refresh token of a new family. */
export async function issueSession(
  db: Database,
  signer: TokenSigner,
  ids: SessionIds,
  familyId: string = randomUUID(),
): Promise<Session> {
  const { refresh } = await insertRefreshToken(db, ids, familyId);
  return { token: await signer.sign({ ...ids, sessionId: familyId }), refresh };
}

/**
 * The active account an e-mail and password name, under the sign-in throttle (login-throttle.ts);
 * 401 otherwise, the same for an unknown e-mail as for a wrong password. The caller gives the
 * attempt back (loginSucceeded) once it has decided the sign-in went through.
 */
export async function checkCredentials(db: Database, input: LoginRequest, clientAddress: string) {
  const attempt = loginAttempt(input.email, clientAddress);
  await reserveLoginAttempt(db, attempt);
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok || !user.is_active) throw new UnauthorizedError(BAD_CREDENTIALS, 'invalid_credentials');
  return { user, attempt };
}

export async function login(
  db: Database,
  signer: TokenSigner,
  input: LoginRequest,
  clientAddress: string,
): Promise<LoggedInUser & Session> {
  const { user, attempt } = await checkCredentials(db, input, clientAddress);
  const staff = await findDefaultStaff(db, user.id);
  // No company to enter: because the user's companies were deleted (restorable), or none at all.
  if (!staff) {
    const deleted = await companyDeletedError(db, user.id);
    if (!deleted) throw new UnauthorizedError(BAD_CREDENTIALS, 'invalid_credentials');
    // The password was right: the attempt is given back, and the answer says what can be restored.
    await loginSucceeded(db, attempt);
    throw deleted;
  }
  await loginSucceeded(db, attempt);
  await db.updateTable('users').set({ last_login: new Date() }).where('id', '=', user.id).execute();
  const session = await issueSession(db, signer, { userId: user.id, companyId: staff.company_id, staffId: staff.id });
  return { ...(await loadLoggedInUser(db, staff.id, staff.company_id)), ...session };
}

/**
 * Revokes a family: its refresh tokens, and its access tokens (listed in revoked_sessions until the
 * last one it could have issued has expired; expired entries are pruned here).
 */
export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .deleteFrom('revoked_sessions')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await sql`
    INSERT INTO revoked_sessions (family_id, expires_at)
    VALUES (${familyId}, now() + make_interval(secs => ${ACCESS_TOKEN_TTL_SECONDS + ACCESS_TOKEN_LEEWAY_SECONDS}))
    ON CONFLICT (family_id) DO UPDATE SET expires_at = excluded.expires_at`.execute(db);
}

/** Revokes every refresh-token family of the user in every company (after a password change). */
export async function revokeUserSessions(db: Database, userId: number): Promise<void> {
  // Access tokens already handed out die too (checked in authenticate()).
  await db.updateTable('users').set({ sessions_valid_after: new Date() }).where('id', '=', userId).execute();
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Rotates a refresh token. Runs in the caller's transaction; the row lock (FOR UPDATE) makes two
 * concurrent refreshes with the same token run one after the other: the second finds the token
 * spent a moment ago and answers the same successor.
 * Returns 'reused' when a spent token comes back after its successor was used (the family is
 * revoked by then: the caller must commit that revocation before answering 401).
 */
export async function rotateRefreshToken(
  db: Database,
  signer: TokenSigner,
  refresh: string,
): Promise<RefreshResponse | 'reused' | 'invalid'> {
  const row = await db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', hashSecret(refresh))
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at < new Date()) return 'invalid';
  const repeated = row.used_at ? await unspentSuccessor(db, row, refresh) : null;
  if (row.used_at && !repeated) {
    await revokeFamily(db, row.family_id);
    return 'reused';
  }
  const staff = await db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .innerJoin('companies', 'companies.id', 'staff.company_id')
    .select(['staff.id', 'staff.company_id'])
    .where('staff.user_id', '=', row.user_id)
    .where('staff.company_id', '=', row.company_id)
    .where('staff.is_active', '=', true)
    .where('users.is_active', '=', true)
    .where('companies.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!staff) return 'invalid';
  const ids = { userId: row.user_id, companyId: staff.company_id, staffId: staff.id };
  const access = await signer.sign({ ...ids, sessionId: row.family_id });
  // A repeat: the same successor, with a fresh access token (access tokens are not stored).
  if (repeated) return { access, refresh: repeated };
  const next = await insertRefreshToken(db, ids, row.family_id);
  await db
    .updateTable('refresh_tokens')
    .set({ used_at: sql<Date>`now()`, replaced_by: next.id, successor_sealed: sealUnderSecret(refresh, next.refresh) })
    .where('id', '=', row.id)
    .execute();
  return { access, refresh: next.refresh };
}

/**
 * The successor of a spent token presented again, while that successor is still unused (locked, so
 * a refresh with the successor running at the same time decides first); otherwise null.
 */
async function unspentSuccessor(
  db: Database,
  spent: { replaced_by: number | null; successor_sealed: string | null },
  refresh: string,
): Promise<string | null> {
  if (spent.replaced_by === null || spent.successor_sealed === null) return null;
  const successor = await db
    .selectFrom('refresh_tokens')
    .select(['used_at', 'revoked_at', 'token_hash'])
    .where('id', '=', spent.replaced_by)
    .forUpdate()
    .executeTakeFirst();
  if (!successor || successor.used_at || successor.revoked_at) return null;
  const secret = openUnderSecret(refresh, spent.successor_sealed);
  return secret !== null && hashSecret(secret) === successor.token_hash ? secret : null;
}

/**
 * Sign-out ends the session of the access token it is called with and the family of the presented
 * refresh token (if it is the caller's): on one device. The user's other devices stay signed in.
 */
export async function logout(
  db: Database,
  userId: number,
  sessionId: string | undefined,
  refresh: string | undefined,
): Promise<void> {
  const families = new Set(sessionId ? [sessionId] : []);
  if (refresh) {
    const row = await db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('token_hash', '=', hashSecret(refresh))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (row) families.add(row.family_id);
  }
  for (const family of families) await revokeFamily(db, family);
}
