// System Emails (spec people §7 outbound-emails/): the company's stored e-mails, newest first, and
// resend. A resend stores a new copy (so the list shows both sends) and hands it to the mailer.
//
// A password link (reset or set-password) lets whoever holds it choose the account's password, so
// admins never see one: its secret is hidden in what this answers (the stored e-mail keeps it, for
// delivery; invitation and e-mail confirmation links are hidden the same way, and resent as they
// were), and resending a password e-mail sends the same person a fresh link instead of the old
// one. The fresh link replaces the old (only the latest link of a kind works, as for every new
// password e-mail): a resend is what an admin does when a link may have gone astray, and older
// answers of this API showed the links to admins.
import { sql } from 'kysely';
import type { OutboundEmail } from '../../../contract/people';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import { NON_FIELD_ERRORS } from '../../../contract/error-codes';
import { ACTIVATION_ALREADY_ACTIVE, FRESH_LINK_EMAIL_KINDS } from '../../../contract/people-constants';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { hideLinkSecrets } from '../../lib/link-secrets';
import { containsPattern } from '../../lib/like';
import type { AuthContext } from '../../lib/route';
import { createSetPasswordInvite, sendPasswordReset } from '../account/password.service';
import { recordAction } from './action-history';

const COLUMNS = [
  'id',
  'to_email',
  'subject',
  'body_text',
  'kind',
  'status',
  'last_error',
  'created_at',
  'sent_at',
  'next_attempt_at',
] as const;

type Row = {
  created_at: Date;
  sent_at: Date | null;
  next_attempt_at: Date | null;
  status: OutboundEmail['status'] | 'sending';
} & Omit<OutboundEmail, 'created_at' | 'sent_at' | 'next_attempt_at' | 'link_hidden' | 'status'>;
// 'sending' is a delivery job's claim (lib/email-delivery.ts), seconds long: still stored for an
// admin. next_attempt_at means a retry only on a failed row (on others it is the job's bookkeeping).
const present = (row: Row): OutboundEmail => {
  const body = hideLinkSecrets(row.body_text);
  return {
    ...row,
    status: row.status === 'sending' ? 'stored' : row.status,
    body_text: body.text,
    link_hidden: body.hidden,
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
    next_attempt_at: row.status === 'failed' ? (row.next_attempt_at?.toISOString() ?? null) : null,
  };
};

export async function listOutboundEmails(
  db: Database,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  let query = db.selectFrom('outbound_emails').where('company_id', '=', companyId);
  if (search) {
    const like = containsPattern(search);
    query = query.where((eb) => eb.or([eb('to_email', 'ilike', like), eb('subject', 'ilike', like)]));
  }
  const [rows, total] = await Promise.all([
    query.select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(present), count: Number(total.count) };
}

export async function resendOutboundEmail(db: Database, deps: AppDeps, auth: AuthContext, id: number) {
  const original = await db
    .selectFrom('outbound_emails')
    .select(['to_email', 'subject', 'body_text', 'kind'])
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!original) throw new NotFoundError();
  const copyId = FRESH_LINK_EMAIL_KINDS.includes(original.kind)
    ? await sendFreshPasswordLink(db, deps, auth, original)
    : await deps.mailer.queue(db, {
        companyId: auth.companyId,
        to: original.to_email,
        subject: original.subject,
        text: original.body_text,
        kind: original.kind,
      });
  await recordAction(db, auth, {
    action: 'create',
    entity: 'outbound_email',
    entity_id: copyId,
    summary: `Resent e-mail #${id} to ${original.to_email}`,
  });
  const row = await db.selectFrom('outbound_emails').select(COLUMNS).where('id', '=', copyId).executeTakeFirstOrThrow();
  return present(row);
}

/** A new link of the e-mail's kind, to its recipient if they are still active staff of the company. */
async function sendFreshPasswordLink(
  db: Database,
  deps: AppDeps,
  auth: AuthContext,
  original: { to_email: string; kind: string },
): Promise<number> {
  const person = await db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select(['users.id', 'users.email', 'users.password_hash'])
    .where('staff.company_id', '=', auth.companyId)
    .where('staff.is_active', '=', true)
    .where('users.is_active', '=', true)
    .where('users.email', '=', original.to_email)
    .executeTakeFirst();
  if (!person) throw new NotFoundError('The recipient is no longer a staff member of this company.');
  const target = { companyId: auth.companyId, userId: person.id, email: person.email };
  const { publicUrl } = deps.config;
  if (original.kind === 'password_reset') return sendPasswordReset(db, deps.mailer, publicUrl, target);
  // An invitation to choose a first password means nothing once one was chosen.
  if (person.password_hash !== null) throw new ValidationError({ [NON_FIELD_ERRORS]: [ACTIVATION_ALREADY_ACTIVE] });
  return createSetPasswordInvite(db, deps.mailer, publicUrl, target);
}
