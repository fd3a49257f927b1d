// System Emails (spec people §7 outbound-emails/): the company's stored e-mails, newest first, and
// resend. A resend stores a new copy (so the list shows both sends) and hands it to the mailer.
import { sql } from 'kysely';
import type { OutboundEmail } from '../../../contract/people';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import type { AuthContext } from '../../lib/route';
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
] as const;

type Row = { created_at: Date; sent_at: Date | null } & Omit<OutboundEmail, 'created_at' | 'sent_at'>;
const present = (row: Row): OutboundEmail => ({
  ...row,
  created_at: row.created_at.toISOString(),
  sent_at: row.sent_at?.toISOString() ?? null,
});

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
  const copyId = await deps.mailer.queue(db, {
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
