// Publishing: every draft of a range goes out at once, and each person with a shift among them gets
// one e-mail listing their newly published shifts (in English or Spanish, by the person's language,
// else the company's), stored with the change in its transaction and delivered after the answer.
// Open shifts are published without an e-mail: nobody holds them yet.
import type { ShiftPublishInput, ShiftPublishResult } from '../../../contract/shifts';
import type { Database } from '../../db/database';
import type { Mailer } from '../../lib/mailer';
import type { AuthContext } from '../../lib/route';
import { recordAction } from '../people/action-history';
import { companyTimeZone } from '../inout/timesheets.repository';
import { shiftRowsByIds, type ShiftRow } from './shifts.repository';
import { localRange } from './shifts.service';

type Language = 'en' | 'es';

const TEXT: Record<Language, { subject: (company: string) => string; intro: (name: string) => string; outro: string }> =
  {
    en: {
      subject: (company) => `Your new shifts at ${company}`,
      intro: (name) => `Hello ${name},\n\nThese shifts of yours have been published:`,
      outro: 'You can see them under My shifts in Groundwork.',
    },
    es: {
      subject: (company) => `Tus nuevos turnos en ${company}`,
      intro: (name) => `Hola ${name}:\n\nSe han publicado estos turnos tuyos:`,
      outro: 'Puedes verlos en Mis turnos en Groundwork.',
    },
  };

const languageOf = (code: string | null | undefined): Language => (code?.toLowerCase().startsWith('es') ? 'es' : 'en');

/** "Mon, Dec 7, 09:00 – 17:00 · Cashier" in the person's language and the company's zone. */
export function shiftLine(shift: ShiftRow, language: Language, zone: string): string {
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

export async function publishShifts(
  db: Database,
  mailer: Mailer,
  auth: AuthContext,
  input: ShiftPublishInput,
): Promise<ShiftPublishResult & { emailIds: number[] }> {
  const zone = await companyTimeZone(db, auth.companyId);
  const range = localRange(input.date_from, input.date_to, zone);
  const published = await db
    .updateTable('shifts')
    .set({ status: 'published', published_at: new Date(), updated_at: new Date() })
    .where('company_id', '=', auth.companyId)
    .where('status', '=', 'draft')
    .where('start_at', '>=', range.from)
    .where('start_at', '<', range.to)
    .returning('id')
    .execute();
  const rows = await shiftRowsByIds(
    db,
    auth.companyId,
    published.map((r) => r.id),
  );
  const byStaff = new Map<number, ShiftRow[]>();
  for (const row of rows) {
    if (row.staff_id !== null) byStaff.set(row.staff_id, [...(byStaff.get(row.staff_id) ?? []), row]);
  }
  const emailIds: number[] = [];
  if (byStaff.size > 0) {
    const company = await db
      .selectFrom('companies')
      .select(['company_name', 'language_code'])
      .where('id', '=', auth.companyId)
      .executeTakeFirstOrThrow();
    const people = await db
      .selectFrom('staff as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.language_code', 'u.email', 'u.first_name'])
      .where('s.company_id', '=', auth.companyId)
      .where('s.id', 'in', [...byStaff.keys()])
      .execute();
    for (const person of people) {
      const language = languageOf(person.language_code ?? company.language_code);
      const text = TEXT[language];
      const lines = byStaff.get(person.id)!.map((shift) => shiftLine(shift, language, zone));
      emailIds.push(
        await mailer.queue(db, {
          companyId: auth.companyId,
          to: person.email,
          subject: text.subject(company.company_name),
          text: [text.intro(person.first_name || person.email), '', ...lines, '', text.outro].join('\n'),
          kind: 'shifts_published',
        }),
      );
    }
  }
  if (published.length > 0) {
    await recordAction(db, auth, {
      action: 'update',
      entity: 'shift',
      entity_id: null,
      summary: `Published ${published.length} shift(s) from ${input.date_from} to ${input.date_to}`,
      changes: { shifts: published.map((r) => r.id) },
    });
  }
  return { published: published.length, notified: emailIds.length, emailIds };
}
