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
import { mailStaff, shiftLine, type Language } from './shifts.mail';
import { shiftRowsByIds, type ShiftRow } from './shifts.repository';
import { localRange } from './shifts.service';

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
  const emailIds = await mailStaff(
    db,
    mailer,
    auth.companyId,
    [...byStaff.keys()],
    'shifts_published',
    (staffId, language, name, company) => {
      const text = TEXT[language];
      const lines = byStaff.get(staffId)!.map((shift) => shiftLine(shift, language, zone));
      return { subject: text.subject(company), text: [text.intro(name), '', ...lines, '', text.outro].join('\n') };
    },
  );
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
