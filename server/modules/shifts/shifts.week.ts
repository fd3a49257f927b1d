// Building a week at once: copying last week's shifts into this one, saving a week as a named
// template and applying a template to a week. What is made is a draft, moved in wall time of the
// company's zone (a 09:00 shift stays 09:00 across a daylight-saving change), and a shift that is
// already there (same person, position, division, start and end) is left out, so doing it twice
// makes nothing the second time.
import { addDays, instantOfWallTime, nextDate, wallTime } from '../../../contract/local-time';
import type { ShiftCopyResult, ShiftTemplate, ShiftTemplateInput, ShiftTemplateRow } from '../../../contract/shifts';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { recordAction } from '../people/action-history';
import { companyTimeZone } from '../inout/timesheets.repository';
import { bareShifts, insertShifts, type BareShift } from './shifts.repository';
import { weekWindow } from './shifts.service';

type Draft = Pick<BareShift, 'staff_id' | 'position_id' | 'division_id' | 'start_at' | 'end_at' | 'note'>;

const sameKey = (s: Omit<Draft, 'note'>) =>
  `${s.staff_id}|${s.position_id}|${s.division_id}|${s.start_at.getTime()}|${s.end_at.getTime()}`;

/** Stores the drafts the week does not already hold; answers how many were made and left out. */
async function addDrafts(
  db: Database,
  auth: AuthContext,
  weekStart: string,
  zone: string,
  drafts: Draft[],
  why: string,
): Promise<ShiftCopyResult> {
  const window = weekWindow(weekStart, zone);
  const existing = new Set((await bareShifts(db, auth.companyId, window, { startingInside: true })).map(sameKey));
  const fresh: Draft[] = [];
  for (const draft of drafts) {
    // A shift that would be a duplicate (of one there, or of another in this batch) is skipped.
    if (existing.has(sameKey(draft)) || draft.end_at <= draft.start_at) continue;
    existing.add(sameKey(draft));
    fresh.push(draft);
  }
  const ids = await insertShifts(
    db,
    fresh.map((d) => ({ ...d, company_id: auth.companyId, status: 'draft', created_by_staff_id: auth.staffId })),
  );
  if (ids.length > 0) {
    await recordAction(db, auth, {
      action: 'create',
      entity: 'shift',
      entity_id: null,
      summary: `${why}: ${ids.length} draft shift(s) in the week of ${weekStart}`,
      changes: { shifts: ids },
    });
  }
  return { created: ids.length, skipped: drafts.length - ids.length };
}

/** The same wall time `days` later in the zone. */
function shiftWall(at: Date, days: number, zone: string): Date {
  const wall = wallTime(at.getTime(), zone);
  return new Date(instantOfWallTime(`${addDays(wall.slice(0, 10), days)}${wall.slice(10)}`, zone));
}

/** Copies the shifts of the week before `weekStart` into its week, as drafts. */
export async function copyLastWeek(db: Database, auth: AuthContext, weekStart: string): Promise<ShiftCopyResult> {
  const zone = await companyTimeZone(db, auth.companyId);
  const source = await bareShifts(db, auth.companyId, weekWindow(addDays(weekStart, -7), zone), {
    startingInside: true,
  });
  const drafts = source.map((s) => ({
    staff_id: s.staff_id,
    position_id: s.position_id,
    division_id: s.division_id,
    start_at: shiftWall(s.start_at, 7, zone),
    end_at: shiftWall(s.end_at, 7, zone),
    note: s.note,
  }));
  return addDrafts(db, auth, weekStart, zone, drafts, 'Copied last week');
}

interface TemplateRowRecord {
  template_id: number;
  day: number;
  start_time: string;
  end_time: string;
  staff_id: number | null;
  position_id: number | null;
  division_id: number | null;
  note: string;
}

function presentRow(row: TemplateRowRecord): ShiftTemplateRow {
  return {
    day: row.day,
    start_time: row.start_time,
    end_time: row.end_time,
    staff: row.staff_id,
    position: row.position_id,
    division: row.division_id,
    note: row.note,
  };
}

async function templatesWithRows(db: Database, companyId: number, id?: number): Promise<ShiftTemplate[]> {
  let query = db.selectFrom('shift_templates').select(['id', 'name', 'created_at']).where('company_id', '=', companyId);
  if (id !== undefined) query = query.where('id', '=', id);
  const templates = await query.orderBy('name').orderBy('id').execute();
  if (templates.length === 0) return [];
  const rows = await db
    .selectFrom('shift_template_rows')
    .select(['template_id', 'day', 'start_time', 'end_time', 'staff_id', 'position_id', 'division_id', 'note'])
    .where('company_id', '=', companyId)
    .where(
      'template_id',
      'in',
      templates.map((t) => t.id),
    )
    .orderBy('day')
    .orderBy('start_time')
    .orderBy('id')
    .execute();
  return templates.map((t) => ({
    id: t.id,
    name: t.name,
    created_at: t.created_at.toISOString(),
    rows: rows.filter((r) => r.template_id === t.id).map(presentRow),
  }));
}

export function listTemplates(db: Database, auth: AuthContext): Promise<ShiftTemplate[]> {
  return templatesWithRows(db, auth.companyId);
}

/** Saves the shifts of a week as a template: each a weekday and its local start and end times. */
export async function saveTemplate(db: Database, auth: AuthContext, input: ShiftTemplateInput): Promise<ShiftTemplate> {
  const zone = await companyTimeZone(db, auth.companyId);
  const shifts = await bareShifts(db, auth.companyId, weekWindow(input.week_start, zone), { startingInside: true });
  const template = await db
    .insertInto('shift_templates')
    .values({ company_id: auth.companyId, name: input.name, created_by_staff_id: auth.staffId })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (shifts.length > 0) {
    await db
      .insertInto('shift_template_rows')
      .values(
        shifts.map((s) => {
          const start = wallTime(s.start_at.getTime(), zone);
          const day = dayIndex(input.week_start, start.slice(0, 10));
          return {
            template_id: template.id,
            company_id: auth.companyId,
            day,
            start_time: start.slice(11),
            end_time: wallTime(s.end_at.getTime(), zone).slice(11),
            staff_id: s.staff_id,
            position_id: s.position_id,
            division_id: s.division_id,
            note: s.note,
          };
        }),
      )
      .execute();
  }
  await recordAction(db, auth, {
    action: 'create',
    entity: 'shift_template',
    entity_id: template.id,
    summary: `Saved the week of ${input.week_start} as the shift template "${input.name}" (${shifts.length} shifts)`,
  });
  return (await templatesWithRows(db, auth.companyId, template.id))[0]!;
}

/** Days from one local date to another. */
function dayIndex(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The instants of a template row in the week starting on `weekStart`. */
export function rowInstants(row: ShiftTemplateRow, weekStart: string, zone: string): { start_at: Date; end_at: Date } {
  const date = addDays(weekStart, row.day);
  // An end at or before the start is the next morning (a night shift).
  const endDate = row.end_time <= row.start_time ? nextDate(date) : date;
  return {
    start_at: new Date(instantOfWallTime(`${date}T${row.start_time}`, zone)),
    end_at: new Date(instantOfWallTime(`${endDate}T${row.end_time}`, zone)),
  };
}

export async function applyTemplate(
  db: Database,
  auth: AuthContext,
  id: number,
  weekStart: string,
): Promise<ShiftCopyResult> {
  const [template] = await templatesWithRows(db, auth.companyId, id);
  if (!template) throw new NotFoundError();
  const zone = await companyTimeZone(db, auth.companyId);
  // A person who left since the template was saved makes an open shift instead.
  const active = new Set(
    (
      await db
        .selectFrom('staff')
        .select('id')
        .where('company_id', '=', auth.companyId)
        .where('is_active', '=', true)
        .execute()
    ).map((s) => s.id),
  );
  const drafts = template.rows.map((row) => ({
    staff_id: row.staff !== null && active.has(row.staff) ? row.staff : null,
    position_id: row.position,
    division_id: row.division,
    ...rowInstants(row, weekStart, zone),
    note: row.note,
  }));
  return addDrafts(db, auth, weekStart, zone, drafts, `Applied the shift template "${template.name}"`);
}

export async function deleteTemplate(db: Database, auth: AuthContext, id: number): Promise<void> {
  const row = await db
    .deleteFrom('shift_templates')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .returning('name')
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  await recordAction(db, auth, {
    action: 'delete',
    entity: 'shift_template',
    entity_id: id,
    summary: `Deleted the shift template "${row.name}"`,
  });
}
