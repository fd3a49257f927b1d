// Password tokens (reset and set links) and the writes a password change makes.
// The token itself is a secret shown once in the e-mailed link; only its hash is stored.
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export type PasswordTokenPurpose = 'reset' | 'set';

export async function insertPasswordToken(
  db: Database,
  token: {
    id: string;
    companyId: number;
    userId: number;
    purpose: PasswordTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('password_tokens')
    .values({
      id: token.id,
      company_id: token.companyId,
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** A newer link replaces the older ones: only the latest e-mail of a kind works. */
export async function retireOpenTokens(db: Database, userId: number, purpose: PasswordTokenPurpose): Promise<void> {
  await db
    .updateTable('password_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Locks the row: two confirmations of one link at once count as one use. */
export function findPasswordTokenForUpdate(db: Database, id: string, purpose: PasswordTokenPurpose) {
  return db
    .selectFrom('password_tokens')
    .selectAll()
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .forUpdate()
    .executeTakeFirst();
}

export async function markTokenUsed(db: Database, id: string): Promise<void> {
  await db
    .updateTable('password_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** The user to e-mail and the company the e-mail belongs to (their default membership). */
export function findResetTarget(db: Database, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('staff', 'staff.user_id', 'users.id')
    .select(['users.id as userId', 'users.email', 'users.first_name', 'staff.company_id as companyId'])
    .where('users.email', '=', email)
    .where('users.is_active', '=', true)
    .where('staff.is_active', '=', true)
    .orderBy('staff.created_at', 'asc')
    .orderBy('staff.id', 'asc')
    .executeTakeFirst();
}

export function findCompanyName(db: Database, companyId: number) {
  return db.selectFrom('companies').select('company_name').where('id', '=', companyId).executeTakeFirstOrThrow();
}

export function findPasswordHash(db: Database, userId: number) {
  return db.selectFrom('users').select(['password_hash', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
}
