// Sign-in, token refresh with rotation and reuse detection, sign-out.
// Refresh tokens are opaque secrets stored hashed. Each sign-in starts a family; each refresh marks
// the presented token used and issues the next one in the family. Presenting a used token again
// means it leaked (or a client replayed it): the whole family is revoked.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { LoggedInUser, LoginRequest, RefreshResponse } from '../../../contract/account';
import type { Database } from '../../db/database';
import { UnauthorizedError } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { clearRateLimit, hitRateLimit } from '../../lib/rate-limit';
import { REFRESH_TOKEN_TTL_DAYS, hashSecret, newSecret, type TokenSigner } from '../../lib/tokens';
import { companyDeletedError } from './deleted-companies';
import { findDefaultStaff, findUserByEmail, loadLoggedInUserRows } from './session.repository';
import { presentLoggedInUser } from './session.presenter';

export const LOGIN_LIMIT_PER_ACCOUNT = { limit: 10, windowSeconds: 15 * 60 };
export const LOGIN_LIMIT_PER_ADDRESS = { limit: 100, windowSeconds: 15 * 60 };
export const BAD_CREDENTIALS = 'No active account found with the given credentials';

export interface Session {
  token: string;
  refresh: string;
}

export async function loadLoggedInUser(db: Database, staffId: number, companyId: number): Promise<LoggedInUser> {
  return presentLoggedInUser(await loadLoggedInUserRows(db, staffId, companyId));
}

/** Issues an access token and the first refresh token of a new family (or the next of `familyId`). */
export async function issueSession(
  db: Database,
  signer: TokenSigner,
  ids: { userId: number; companyId: number; staffId: number },
  familyId: string = randomUUID(),
): Promise<Session> {
  const refresh = newSecret();
  await db
    .insertInto('refresh_tokens')
    .values({
      company_id: ids.companyId,
      user_id: ids.userId,
      family_id: familyId,
      token_hash: hashSecret(refresh),
      expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    })
    .execute();
  return { token: await signer.sign(ids), refresh };
}

export async function login(
  db: Database,
  signer: TokenSigner,
  input: LoginRequest,
  clientAddress: string,
): Promise<LoggedInUser & Session> {
  await hitRateLimit(db, `login:address:${clientAddress}`, LOGIN_LIMIT_PER_ADDRESS);
  await hitRateLimit(db, `login:account:${input.email}`, LOGIN_LIMIT_PER_ACCOUNT);
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok || !user.is_active) throw new UnauthorizedError(BAD_CREDENTIALS, 'invalid_credentials');
  const staff = await findDefaultStaff(db, user.id);
  // No company to enter: because the user's companies were deleted (restorable), or none at all.
  if (!staff)
    throw (await companyDeletedError(db, user.id)) ?? new UnauthorizedError(BAD_CREDENTIALS, 'invalid_credentials');
  await clearRateLimit(db, `login:account:${input.email}`);
  await db.updateTable('users').set({ last_login: new Date() }).where('id', '=', user.id).execute();
  const session = await issueSession(db, signer, { userId: user.id, companyId: staff.company_id, staffId: staff.id });
  return { ...(await loadLoggedInUser(db, staff.id, staff.company_id)), ...session };
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
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
 * concurrent refreshes with the same token count as one use and one reuse.
 * Returns null when the token was reused (the family is revoked by then: the caller must commit
 * that revocation before answering 401).
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
  if (row.used_at) {
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
  await db
    .updateTable('refresh_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .execute();
  const session = await issueSession(
    db,
    signer,
    { userId: row.user_id, companyId: staff.company_id, staffId: staff.id },
    row.family_id,
  );
  return { access: session.token, refresh: session.refresh };
}

/** Sign-out revokes the family of the presented refresh token (if any). */
export async function logout(db: Database, userId: number, refresh: string | undefined): Promise<void> {
  if (!refresh) return;
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', hashSecret(refresh))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (row) await revokeFamily(db, row.family_id);
}
