// E-mails to the people a schedule change is about, each in their language (else the company's):
// shifts published, a published shift changed, handed to someone else or deleted, and an open shift
// others asked for given to one of them. Queued with the change (mailer.queue) and delivered after
// the answer by the route.
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

/** How every schedule e-mail opens and ends, in the person's language. */
export const GREETING: Record<Language, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  es: (name) => `Hola ${name}:`,
};
export const OUTRO: Record<Language, string> = {
  en: 'You can see your shifts under My shifts in Groundwork.',
  es: 'Puedes ver tus turnos en Mis turnos en Groundwork.',
};

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

const CLAIM_TAKEN: Record<Language, { subject: (company: string) => string; intro: string; outro: string }> = {
  en: {
    subject: (c) => `An open shift at ${c} went to someone else`,
    intro: 'You asked for this open shift. It has been given to someone else:',
    outro: 'Other open shifts you can ask for are under My shifts in Groundwork.',
  },
  es: {
    subject: (c) => `Un turno libre en ${c} se ha asignado a otra persona`,
    intro: 'Pediste este turno libre. Se ha asignado a otra persona:',
    outro: 'Los otros turnos libres que puedes pedir están en Mis turnos en Groundwork.',
  },
};

/**
 * Tells the people whose requests for an open shift were declined because it was given to someone
 * else that it went to someone else (not to whom: that is between the admin and that person).
 */
export function mailClaimTaken(
  db: Database,
  mailer: Mailer,
  companyId: number,
  staffIds: readonly number[],
  shift: Pick<ShiftRow, 'start_at' | 'end_at' | 'position_name' | 'division_name' | 'note'>,
  zone: string,
): Promise<number[]> {
  return mailStaff(db, mailer, companyId, staffIds, 'shift_claim_taken', (_staffId, language, name, company) => {
    const text = CLAIM_TAKEN[language];
    const greeting = GREETING[language](name);
    return {
      subject: text.subject(company),
      text: [greeting, '', text.intro, shiftLine(shift, language, zone), '', text.outro].join('\n'),
    };
  });
}
