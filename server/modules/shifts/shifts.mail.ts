// E-mails to the people a schedule change is about, each in their language (else the company's):
// shifts published, and a published shift changed, handed to someone else or deleted. Queued with
// the change (mailer.queue) and delivered after the answer by the route.
import type { Database } from '../../db/database';
import type { Mailer } from '../../lib/mailer';
import type { ShiftRow } from './shifts.repository';

export type Language = 'en' | 'es';

const languageOf = (code: string | null | undefined): Language => (code?.toLowerCase().startsWith('es') ? 'es' : 'en');

/** "- Mon, Dec 7, 09:00 – 17:00 · Cashier" in the person's language and the company's zone. */
export function shiftLine(
  shift: Pick<ShiftRow, 'start_at' | 'end_at' | 'position_name' | 'division_name' | 'note'>,
  language: Language,
  zone: string,
): string {
  const day = new Intl.DateTimeFormat(language, { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' });
  const time = new Intl.DateTimeFormat(language, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const where = [shift.position_name, shift.division_name].filter(Boolean).join(', ');
  return `- ${day.format(shift.start_at)}, ${time.format(shift.start_at)} – ${time.format(shift.end_at)}${where ? ` · ${where}` : ''}${shift.note ? ` (${shift.note})` : ''}`;
}

export interface ShiftMail {
  subject: string;
  text: string;
}

/**
 * Queues one e-mail to each of `staffIds` (people of the company), written by `compose` in the
 * person's language; answers the queued e-mails' ids.
 */
export async function mailStaff(
  db: Database,
  mailer: Mailer,
  companyId: number,
  staffIds: readonly number[],
  kind: string,
  compose: (staffId: number, language: Language, name: string, company: string) => ShiftMail,
): Promise<number[]> {
  if (staffIds.length === 0) return [];
  const company = await db
    .selectFrom('companies')
    .select(['company_name', 'language_code'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const people = await db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.language_code', 'u.email', 'u.first_name'])
    .where('s.company_id', '=', companyId)
    .where('s.id', 'in', [...staffIds])
    .execute();
  const ids: number[] = [];
  for (const person of people) {
    const language = languageOf(person.language_code ?? company.language_code);
    const mail = compose(person.id, language, person.first_name || person.email, company.company_name);
    ids.push(await mailer.queue(db, { companyId, to: person.email, subject: mail.subject, text: mail.text, kind }));
  }
  return ids;
}
