// Changing the e-mail of an account: only its owner asks (with their password), and the change
// takes effect only from a link sent to the new address, so nobody can move an account to an inbox
// they do not read, nor to one that is not theirs. The old address is told at both steps, so an
// owner whose password was stolen learns of it while the account is still theirs.
import { randomUUID } from 'node:crypto';
import { IDENTITY_LINKS } from '../../../contract/account';
import {
  EMAIL_CHANGE_INVALID,
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGE_TTL_HOURS,
  EMAIL_TAKEN,
  PASSWORD_WRONG,
} from '../../../contract/people-constants';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';
import type { EmailMessage } from '../../lib/mailer';
import { verifyPassword } from '../../lib/passwords';
import type { AuthContext } from '../../lib/route';
import { hashSecret, newSecret, secretMatches } from '../../lib/tokens';
import { findPasswordHash } from './password.repository';

const TTL_MS = EMAIL_CHANGE_TTL_HOURS * 3_600_000;

async function emailTaken(db: Database, email: string) {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

function confirmEmail(publicUrl: string, companyId: number, to: string, id: string, token: string): EmailMessage {
  return {
    companyId,
    to,
    kind: 'email_change_confirm',
    subject: 'Confirm your new Groundwork e-mail',
    text: [
      `Someone asked to use ${to} as the e-mail of their Groundwork account.`,
      '',
      `Open this link within ${EMAIL_CHANGE_TTL_HOURS} hours to confirm it:`,
      `${publicUrl}${IDENTITY_LINKS.confirmEmail(id, token)}`,
      '',
      'If it was not you, ignore this e-mail: nothing changes.',
    ].join('\n'),
  };
}

function noticeToOldAddress(companyId: number, oldEmail: string, newEmail: string, done: boolean): EmailMessage {
  return {
    companyId,
    to: oldEmail,
    kind: 'email_change_notice',
    subject: done ? 'Your Groundwork e-mail was changed' : 'A change of your Groundwork e-mail was asked for',
    text: [
      done
        ? `The e-mail of your Groundwork account ${oldEmail} is now ${newEmail}. Sign in with the new address.`
        : `Someone signed in as ${oldEmail} asked to change the account's e-mail to ${newEmail}. It changes only when the link sent to ${newEmail} is opened.`,
      '',
      'If this was not you, reset your password now and tell your company admin.',
    ].join('\n'),
  };
}

/** Sends the confirmation link to `new_email` and the notice to the current address. */
export async function requestEmailChange(
  db: Database,
  deps: AppDeps,
  auth: AuthContext,
  input: { new_email: string; password: string },
): Promise<{ detail: string; emailIds: number[] }> {
  const user = await findPasswordHash(db, auth.userId);
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw ValidationError.field('password', PASSWORD_WRONG);
  }
  if (input.new_email === user.email || (await emailTaken(db, input.new_email))) {
    throw ValidationError.field('new_email', EMAIL_TAKEN);
  }
  const emailIds = await db.transaction().execute(async (trx) => {
    // One open change at a time: an earlier link stops working.
    await trx
      .updateTable('email_changes')
      .set({ used_at: new Date() })
      .where('user_id', '=', auth.userId)
      .where('used_at', 'is', null)
      .execute();
    const id = randomUUID();
    const token = newSecret();
    await trx
      .insertInto('email_changes')
      .values({
        id,
        user_id: auth.userId,
        company_id: auth.companyId,
        new_email: input.new_email,
        token_hash: hashSecret(token),
        expires_at: new Date(Date.now() + TTL_MS),
      })
      .execute();
    return [
      await deps.mailer.queue(trx, confirmEmail(deps.config.publicUrl, auth.companyId, input.new_email, id, token)),
      await deps.mailer.queue(trx, noticeToOldAddress(auth.companyId, user.email, input.new_email, false)),
    ];
  });
  return { detail: EMAIL_CHANGE_SENT, emailIds };
}

/** Spends the link: the account's e-mail becomes the confirmed address. */
export async function confirmEmailChange(
  db: Database,
  deps: AppDeps,
  link: { id: string; token: string },
): Promise<{ email: string; emailIds: number[] }> {
  const row = await db
    .selectFrom('email_changes as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'c.company_id', 'c.new_email', 'c.token_hash', 'c.expires_at', 'c.used_at'])
    .select('u.email as old_email')
    .where('c.id', '=', link.id)
    .forUpdate('c')
    .executeTakeFirst();
  const usable = row && !row.used_at && row.expires_at > new Date() && secretMatches(link.token, row.token_hash);
  if (!usable) throw ValidationError.field('token', EMAIL_CHANGE_INVALID);
  // Someone may have taken the address since the link was sent.
  if (await emailTaken(db, row.new_email)) throw ValidationError.field('token', EMAIL_TAKEN);
  await db.updateTable('users').set({ email: row.new_email }).where('id', '=', row.user_id).execute();
  await db.updateTable('email_changes').set({ used_at: new Date() }).where('id', '=', row.id).execute();
  const notice = await deps.mailer.queue(db, noticeToOldAddress(row.company_id, row.old_email, row.new_email, true));
  return { email: row.new_email, emailIds: [notice] };
}
