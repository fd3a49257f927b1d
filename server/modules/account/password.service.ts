// Password flows: reset by e-mail, first password for invited staff, and change while signed in.
// A password that changes ends every session of the user (all refresh-token families, in every
// company): whoever knew the old one, or held a stolen refresh token, is out.
import { randomUUID } from 'node:crypto';
import {
  OLD_PASSWORD_WRONG,
  PASSWORD_RESET_TTL_MINUTES,
  PASSWORD_TOKEN_INVALID,
  SET_PASSWORD_TTL_DAYS,
} from '../../../contract/account';
import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthContext } from '../../lib/route';
import { hashSecret, newSecret, secretMatches, type TokenSigner } from '../../lib/tokens';
import { passwordResetEmail, setPasswordEmail } from './password.emails';
import {
  findCompanyName,
  findPasswordHash,
  findPasswordTokenForUpdate,
  findResetTarget,
  insertPasswordToken,
  markTokenUsed,
  retireOpenTokens,
  setPasswordHash,
  type PasswordTokenPurpose,
} from './password.repository';
import { forgetLoginFailures } from './login-throttle';
import { issueSession, revokeUserSessions, type Session } from './session.service';

// Per e-mail: stops one inbox being flooded. Per address: stops one client walking a list of e-mails.
export const PASSWORD_RESET_LIMIT_PER_EMAIL = { limit: 5, windowSeconds: 60 * 60 };
export const PASSWORD_RESET_LIMIT_PER_ADDRESS = { limit: 20, windowSeconds: 60 * 60 };
// Link confirmations per address; tokens are 256-bit, so this bounds argon2 work more than guessing.
export const PASSWORD_TOKEN_LIMIT_PER_ADDRESS = { limit: 30, windowSeconds: 15 * 60 };
// A stolen access token must not become an oracle for the old password.
export const CHANGE_PASSWORD_LIMIT_PER_USER = { limit: 10, windowSeconds: 15 * 60 };

const TTL_MS: Record<PasswordTokenPurpose, number> = {
  reset: PASSWORD_RESET_TTL_MINUTES * 60_000,
  set: SET_PASSWORD_TTL_DAYS * 86_400_000,
};

async function issuePasswordToken(
  db: Database,
  purpose: PasswordTokenPurpose,
  owner: { companyId: number; userId: number },
): Promise<{ uuid: string; token: string }> {
  await retireOpenTokens(db, owner.userId, purpose);
  const uuid = randomUUID();
  const token = newSecret();
  await insertPasswordToken(db, {
    id: uuid,
    ...owner,
    purpose,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + TTL_MS[purpose]),
  });
  return { uuid, token };
}

/**
 * Queues a reset e-mail for a known, active user; returns the ids to deliver after commit (none for
 * an unknown e-mail: the caller answers the same either way).
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  email: string,
): Promise<number[]> {
  const target = await findResetTarget(db, email);
  if (!target) return [];
  return [await sendPasswordReset(db, mailer, publicUrl, target)];
}

/**
 * Queues a reset e-mail with a fresh link to `target`, stored under `target.companyId`; the older
 * reset links of the user stop working. Returns the e-mail id to deliver after commit.
 */
export async function sendPasswordReset(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  target: { companyId: number; userId: number; email: string },
): Promise<number> {
  const { uuid, token } = await issuePasswordToken(db, 'reset', target);
  return mailer.queue(db, passwordResetEmail(publicUrl, target, uuid, token));
}

/**
 * Invites a staff member to choose their first password: stores a 'set' token (valid 7 days) and
 * queues the e-mail with the link /auth/set-password/{uuid}?token=… in the caller's transaction.
 * Returns the e-mail id; the caller delivers it (deps.mailer.deliver) after its transaction commits.
 */
export async function createSetPasswordInvite(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  invite: { companyId: number; userId: number; email: string },
): Promise<number> {
  const { company_name } = await findCompanyName(db, invite.companyId);
  const { uuid, token } = await issuePasswordToken(db, 'set', invite);
  return mailer.queue(db, setPasswordEmail(publicUrl, invite, company_name, uuid, token));
}

/**
 * Spends a reset or set link: sets the password, marks the token used and ends every session.
 * `db` is the pool: argon2 runs before the transaction, so it never holds the connection.
 */
export async function completePasswordToken(
  db: Database,
  purpose: PasswordTokenPurpose,
  input: { uuid: string; token: string; new_password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.new_password);
  const email = await db.transaction().execute(async (trx) => {
    const row = await findPasswordTokenForUpdate(trx, input.uuid, purpose);
    const usable = row && !row.used_at && row.expires_at > new Date() && secretMatches(input.token, row.token_hash);
    if (!usable) throw ValidationError.field('token', PASSWORD_TOKEN_INVALID);
    await setPasswordHash(trx, row.user_id, passwordHash);
    await markTokenUsed(trx, row.id);
    await revokeUserSessions(trx, row.user_id);
    return (await findPasswordHash(trx, row.user_id)).email;
  });
  // Whoever proved they own the inbox may sign in at once, even after failed attempts.
  await forgetLoginFailures(db, email);
}

/** Changes the caller's password; answers a fresh session since every earlier one is revoked. */
export async function changePassword(
  db: Database,
  signer: TokenSigner,
  auth: AuthContext,
  input: { old_password: string; new_password: string },
): Promise<Session> {
  const user = await findPasswordHash(db, auth.userId);
  if (!(await verifyPassword(user.password_hash, input.old_password))) {
    throw ValidationError.field('old_password', OLD_PASSWORD_WRONG);
  }
  const passwordHash = await hashPassword(input.new_password);
  return db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, auth.userId, passwordHash);
    await revokeUserSessions(trx, auth.userId);
    return issueSession(trx, signer, { userId: auth.userId, companyId: auth.companyId, staffId: auth.staffId });
  });
}
