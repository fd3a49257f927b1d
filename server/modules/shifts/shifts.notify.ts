// A published shift changed after it was announced: the people it concerns hear of it, as staff of
// Deputy or When I Work do. Its holder is told the new time, place or note; a previous holder that it
// is no longer theirs; a new holder that it now is; its holder that it was deleted. A draft's
// changes tell nobody (it was never announced), and only what a person acts on counts as a change:
// the time, the holder, the position, the division and the note.
import type { Database } from '../../db/database';
import type { Mailer } from '../../lib/mailer';
import { companyTimeZone } from '../inout/timesheets.repository';
import { GREETING, OUTRO, mailStaff, shiftLine, type Language, type ShiftMail } from './shifts.mail';
import type { ShiftRow } from './shifts.repository';

type Change = 'changed' | 'taken' | 'given' | 'deleted';

const TEXT: Record<Language, Record<Change, { subject: (company: string) => string; intro: string }>> = {
  en: {
    changed: { subject: (c) => `Your shift at ${c} has changed`, intro: 'One of your shifts has changed. It was:' },
    taken: { subject: (c) => `A shift at ${c} is no longer yours`, intro: 'This shift is no longer yours:' },
    given: { subject: (c) => `A new shift at ${c}`, intro: 'This shift is now yours:' },
    deleted: { subject: (c) => `Your shift at ${c} was cancelled`, intro: 'This shift of yours was cancelled:' },
  },
  es: {
    changed: { subject: (c) => `Tu turno en ${c} ha cambiado`, intro: 'Uno de tus turnos ha cambiado. Era:' },
    taken: { subject: (c) => `Un turno en ${c} ya no es tuyo`, intro: 'Este turno ya no es tuyo:' },
    given: { subject: (c) => `Un turno nuevo en ${c}`, intro: 'Este turno ahora es tuyo:' },
    deleted: { subject: (c) => `Tu turno en ${c} se ha cancelado`, intro: 'Se ha cancelado este turno tuyo:' },
  },
};
const NOW: Record<Language, string> = { en: 'It is now:', es: 'Ahora es:' };

const differs = (a: ShiftRow, b: ShiftRow) =>
  a.start_at.getTime() !== b.start_at.getTime() ||
  a.end_at.getTime() !== b.end_at.getTime() ||
  a.position_id !== b.position_id ||
  a.division_id !== b.division_id ||
  a.note !== b.note;

/** Queues the e-mails a change of a published shift calls for (`after` null: deleted); their ids. */
export async function notifyShiftChange(
  db: Database,
  mailer: Mailer,
  companyId: number,
  before: ShiftRow,
  after: ShiftRow | null,
): Promise<number[]> {
  if (before.status !== 'published') return [];
  const holderBefore = before.staff_id;
  const holderAfter = after ? after.staff_id : null;
  const sends: { staff: number; change: Change }[] = [];
  if (!after) {
    if (holderBefore !== null) sends.push({ staff: holderBefore, change: 'deleted' });
  } else if (holderBefore !== holderAfter) {
    if (holderBefore !== null) sends.push({ staff: holderBefore, change: 'taken' });
    if (holderAfter !== null) sends.push({ staff: holderAfter, change: 'given' });
  } else if (holderAfter !== null && differs(before, after)) {
    sends.push({ staff: holderAfter, change: 'changed' });
  }
  if (sends.length === 0) return [];
  const zone = await companyTimeZone(db, companyId);
  const changeOf = new Map(sends.map((s) => [s.staff, s.change]));
  return mailStaff(db, mailer, companyId, [...changeOf.keys()], 'shift_changed', (staffId, language, name, company) => {
    const change = changeOf.get(staffId)!;
    const text = TEXT[language][change];
    const shown = change === 'given' ? after! : before;
    const lines = [GREETING[language](name), '', text.intro, shiftLine(shown, language, zone)];
    if (change === 'changed') lines.push('', NOW[language], shiftLine(after!, language, zone));
    return { subject: text.subject(company), text: [...lines, '', OUTRO[language]].join('\n') } satisfies ShiftMail;
  });
}
