// Shifts one by one: the list of a date range (everyone's for attendance admins, a staff member's
// own and the open ones once published), and an admin's create, change and delete, each checked
// (the end after the start, at most MAX_SHIFT_HOURS, people and places of this company) and kept in
// the action history.
import { addDays, nextDate, startOfLocalDate } from '../../../contract/local-time';
import {
  MAX_SHIFT_HOURS,
  SHIFT_END_BEFORE_START,
  SHIFT_TOO_LONG,
  SHIFT_UNKNOWN_DIVISION,
  SHIFT_UNKNOWN_POSITION,
  SHIFT_UNKNOWN_STAFF,
  type Shift,
  type ShiftInput,
  type ShiftList,
  type ShiftListQuery,
  type ShiftPatch,
} from '../../../contract/shifts';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { AuthContext } from '../../lib/route';
import type { FastifyRequest } from 'fastify';
import { paginated } from '../../lib/pagination';
import { recordAction } from '../people/action-history';
import { geofencesOfStaff, getTimeClockSettings, staffExistsInCompany } from '../inout/punches.repository';
import { canSeeEveryone } from '../inout/punches.service';
import { companyTimeZone } from '../inout/timesheets.repository';
import { conflictsOf } from './shifts.conflicts';
import { notifyShiftChange } from './shifts.notify';
import { presentShift } from './shifts.presenter';
import { belongsToCompany, insertShifts, listShiftRows, shiftRowsByIds, type ShiftRow } from './shifts.repository';

/** The instants a range of local dates covers in the zone: [start of from, start of the day after to). */
export function localRange(from: string, to: string, zone: string): { from: Date; to: Date } {
  return { from: new Date(startOfLocalDate(from, zone)), to: new Date(startOfLocalDate(nextDate(to), zone)) };
}

/** The instants of the week starting on a local date. */
export function weekWindow(weekStart: string, zone: string): { from: Date; to: Date } {
  return localRange(weekStart, addDays(weekStart, 6), zone);
}

/** Rows presented with their conflicts (one round of queries for all of them). */
export async function present(db: Database, companyId: number, rows: ShiftRow[], zone: string): Promise<Shift[]> {
  const conflicts = await conflictsOf(db, companyId, rows, zone);
  return rows.map((row) => presentShift(row, conflicts.get(row.id) ?? []));
}

/** The shifts of `ids` as the API shows them, by id: what a claim or a swap answers with. */
export async function presentedShifts(
  db: Database,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, Shift>> {
  const rows = await shiftRowsByIds(db, companyId, [...new Set(ids)]);
  const shifts = await present(db, companyId, rows, await companyTimeZone(db, companyId));
  return new Map(shifts.map((s) => [s.id, s]));
}

export async function listShifts(
  db: Database,
  auth: AuthContext,
  query: ShiftListQuery,
  request: FastifyRequest,
): Promise<ShiftList> {
  const admin = canSeeEveryone(auth);
  if (query.staff !== undefined) {
    if (!(await staffExistsInCompany(db, auth.companyId, query.staff))) throw new NotFoundError();
    if (!admin && query.staff !== auth.staffId) throw new NotFoundError();
  }
  if (query.position !== undefined && !(await belongsToCompany(db, 'positions', auth.companyId, query.position)))
    throw new NotFoundError();
  if (query.division !== undefined && !(await belongsToCompany(db, 'divisions', auth.companyId, query.division)))
    throw new NotFoundError();
  const [zone, settings, fences] = await Promise.all([
    companyTimeZone(db, auth.companyId),
    getTimeClockSettings(db, auth.companyId),
    geofencesOfStaff(db, [auth.staffId]),
  ]);
  const rows = await listShiftRows(db, {
    companyId: auth.companyId,
    ...localRange(query.date_from, query.date_to, zone),
    staffId: query.staff,
    positionId: query.position,
    divisionId: query.division,
    viewer: admin ? undefined : auth.staffId,
  });
  const start = (query.page - 1) * query.page_size;
  const page = rows.slice(start, start + query.page_size);
  // Conflicts are the admin's to resolve; a staff member sees their shifts without them.
  const results = admin ? await present(db, auth.companyId, page, zone) : page.map((row) => presentShift(row, []));
  return {
    ...paginated(request, query, rows.length, results),
    time_zone: zone,
    week_starts_on: settings.week_starts_on,
    // The asker's own, whatever the filter: the clock judges their punches by it.
    geofence: fences.get(auth.staffId) ?? null,
  };
}

interface ShiftValues {
  staff_id: number | null;
  position_id: number | null;
  division_id: number | null;
  start_at: Date;
  end_at: Date;
  note: string;
}

/** Checks a shift's values, answering 400 on the field at fault. */
async function checkShift(db: Database, companyId: number, values: ShiftValues): Promise<void> {
  const length = values.end_at.getTime() - values.start_at.getTime();
  if (length <= 0) throw ValidationError.field('end', SHIFT_END_BEFORE_START);
  if (length > MAX_SHIFT_HOURS * 3_600_000) throw ValidationError.field('end', SHIFT_TOO_LONG);
  if (values.staff_id !== null && !(await belongsToCompany(db, 'staff', companyId, values.staff_id)))
    throw ValidationError.field('staff', SHIFT_UNKNOWN_STAFF);
  if (values.position_id !== null && !(await belongsToCompany(db, 'positions', companyId, values.position_id)))
    throw ValidationError.field('position', SHIFT_UNKNOWN_POSITION);
  if (values.division_id !== null && !(await belongsToCompany(db, 'divisions', companyId, values.division_id)))
    throw ValidationError.field('division', SHIFT_UNKNOWN_DIVISION);
}

async function oneShift(db: Database, companyId: number, id: number): Promise<Shift> {
  const [row] = await shiftRowsByIds(db, companyId, [id]);
  if (!row) throw new NotFoundError();
  const [shift] = await present(db, companyId, [row], await companyTimeZone(db, companyId));
  return shift!;
}

const describe = (v: Pick<ShiftValues, 'start_at' | 'end_at'>) =>
  `${v.start_at.toISOString()}–${v.end_at.toISOString()}`;

export async function createShift(db: Database, auth: AuthContext, input: ShiftInput): Promise<Shift> {
  const values: ShiftValues = {
    staff_id: input.staff ?? null,
    position_id: input.position ?? null,
    division_id: input.division ?? null,
    start_at: new Date(input.start),
    end_at: new Date(input.end),
    note: input.note ?? '',
  };
  await checkShift(db, auth.companyId, values);
  const [id] = await insertShifts(db, [{ ...values, company_id: auth.companyId, created_by_staff_id: auth.staffId }]);
  await recordAction(db, auth, {
    action: 'create',
    entity: 'shift',
    entity_id: id!,
    ...(values.staff_id === null ? {} : { staff: values.staff_id }),
    summary:
      values.staff_id === null
        ? `Added an open shift ${describe(values)}`
        : `Added a shift for {staff} ${describe(values)}`,
  });
  return oneShift(db, auth.companyId, id!);
}

/** Changes a shift; a published one's people are e-mailed (shifts.notify.ts): the ids to deliver. */
export async function updateShift(
  db: Database,
  mailer: Mailer,
  auth: AuthContext,
  id: number,
  patch: ShiftPatch,
): Promise<{ shift: Shift; emailIds: number[] }> {
  const [row] = await shiftRowsByIds(db, auth.companyId, [id]);
  if (!row) throw new NotFoundError();
  const start = patch.start ? new Date(patch.start) : row.start_at;
  // A shift moved by its start alone keeps its length.
  const end = patch.end
    ? new Date(patch.end)
    : new Date(start.getTime() + (row.end_at.getTime() - row.start_at.getTime()));
  const values: ShiftValues = {
    staff_id: patch.staff === undefined ? row.staff_id : patch.staff,
    position_id: patch.position === undefined ? row.position_id : patch.position,
    division_id: patch.division === undefined ? row.division_id : patch.division,
    start_at: start,
    end_at: end,
    note: patch.note ?? row.note,
  };
  await checkShift(db, auth.companyId, values);
  await db
    .updateTable('shifts')
    .set({ ...values, updated_at: new Date() })
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .execute();
  const staff = values.staff_id ?? row.staff_id;
  await recordAction(db, auth, {
    action: 'update',
    entity: 'shift',
    entity_id: id,
    ...(staff === null ? {} : { staff }),
    summary: `Changed a shift${staff === null ? '' : ' of {staff}'} from ${describe(row)} to ${describe(values)}`,
    changes: {
      staff: [row.staff_id, values.staff_id],
      start: [row.start_at.toISOString(), values.start_at.toISOString()],
      end: [row.end_at.toISOString(), values.end_at.toISOString()],
    },
  });
  const [after] = await shiftRowsByIds(db, auth.companyId, [id]);
  const emailIds = await notifyShiftChange(db, mailer, auth.companyId, row, after!);
  return { shift: await oneShift(db, auth.companyId, id), emailIds };
}

/** Deletes a shift; a published one's holder is e-mailed (shifts.notify.ts): the ids to deliver. */
export async function deleteShift(db: Database, mailer: Mailer, auth: AuthContext, id: number): Promise<number[]> {
  const [row] = await shiftRowsByIds(db, auth.companyId, [id]);
  if (!row) throw new NotFoundError();
  await db.deleteFrom('shifts').where('company_id', '=', auth.companyId).where('id', '=', id).execute();
  await recordAction(db, auth, {
    action: 'delete',
    entity: 'shift',
    entity_id: id,
    ...(row.staff_id === null ? {} : { staff: row.staff_id }),
    summary: `Deleted a shift${row.staff_id === null ? '' : ' of {staff}'} ${describe(row)}`,
  });
  return notifyShiftChange(db, mailer, auth.companyId, row, null);
}
