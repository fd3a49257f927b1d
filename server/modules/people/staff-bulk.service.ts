// Bulk staff calls (spec people §7 bulk-create-staff/, bulk-edit-staff/): every row is checked on
// its own, so one bad row of a spreadsheet is one "Error for ID {row}" line and the others are
// added. References of all rows are checked in one query per kind, not per row.
import {
  CANNOT_DELETE_SELF,
  DIVISION_NOT_FOUND,
  MANAGER_NOT_FOUND,
  MANAGER_SELF,
  POSITION_NOT_FOUND,
  STAFF_EMAIL_TAKEN,
  staffCreateSchema,
  type BulkResult,
  type staffBulkEditSchema,
  type StaffCreateParsed,
} from '../../../contract/people';
import type { FieldErrors } from '../../../contract/errors';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import type { AuthContext } from '../../lib/route';
import { definedOnly } from './values';
import { zodToFieldErrors } from '../../lib/validation';
import { recordActions } from './action-history';
import { itemError, notFoundErrors, reasonOf } from './bulk';
import { deactivateStaff, insertStaff, staffColumns, checkStaffReferences, type AddedStaff } from './staff.service';
import { ValidationError } from '../../lib/errors';
import { replaceStaffPositions } from './staff.repository';
import type { z } from 'zod';

async function validIds(db: Database, table: 'divisions' | 'positions' | 'staff', companyId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set<number>();
  let query = db.selectFrom(table).select('id').where('company_id', '=', companyId).where('id', 'in', unique);
  if (table === 'staff') query = query.where('is_active', '=', true);
  return new Set((await query.execute()).map((r) => r.id));
}

/** Rows numbered from 1; a row's error id is its number. Created staff are listed by their ids. */
export async function bulkCreateStaff(
  db: Database,
  deps: AppDeps,
  auth: AuthContext,
  rows: unknown[],
): Promise<BulkResult & { invited: string[]; emailIds: number[] }> {
  const errors: BulkResult['errors'] = [];
  const parsed: { row: number; input: StaffCreateParsed }[] = [];
  rows.forEach((raw, i) => {
    const result = staffCreateSchema.safeParse(raw);
    if (result.success) parsed.push({ row: i + 1, input: result.data });
    else errors.push(itemError(i + 1, reasonOf(zodToFieldErrors(result.error, raw))));
  });
  const [divisions, positions, managers, activeEmails] = await Promise.all([
    validIds(
      db,
      'divisions',
      auth.companyId,
      parsed.flatMap((p) => p.input.staff_division ?? []),
    ),
    validIds(
      db,
      'positions',
      auth.companyId,
      parsed.flatMap((p) => p.input.positions),
    ),
    validIds(
      db,
      'staff',
      auth.companyId,
      parsed.flatMap((p) => p.input.manager ?? []),
    ),
    parsed.length === 0
      ? []
      : db
          .selectFrom('staff as s')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .select('u.email')
          .where('s.company_id', '=', auth.companyId)
          .where('s.is_active', '=', true)
          .where(
            'u.email',
            'in',
            parsed.map((p) => p.input.email),
          )
          .execute(),
  ]);
  const seenEmails = new Set(activeEmails.map((r) => r.email));
  const succeeded: number[] = [];
  const emailIds: number[] = [];
  // E-mails of accounts that are their owners' own: invited, not added (invitations.service.ts).
  const invited: string[] = [];
  for (const { row, input } of parsed) {
    const rowErrors: FieldErrors = {};
    if (seenEmails.has(input.email)) rowErrors.email = [STAFF_EMAIL_TAKEN];
    if (input.staff_division != null && !divisions.has(input.staff_division))
      rowErrors.staff_division = [DIVISION_NOT_FOUND];
    if (input.positions.some((p) => !positions.has(p))) rowErrors.positions = [POSITION_NOT_FOUND];
    if (input.manager != null && !managers.has(input.manager)) rowErrors.manager = [MANAGER_NOT_FOUND];
    if (Object.keys(rowErrors).length > 0) {
      errors.push(itemError(row, reasonOf(rowErrors)));
      continue;
    }
    seenEmails.add(input.email);
    let made: AddedStaff;
    try {
      made = await insertStaff(db, deps, auth, input);
    } catch (error) {
      // Refusals found before anything was written (a pending invitation, no seat left) are the
      // row's own; anything else aborts the call.
      if (!(error instanceof ValidationError)) throw error;
      errors.push(itemError(row, reasonOf(error.fields)));
      continue;
    }
    emailIds.push(...made.emailIds);
    if (made.kind === 'staff') succeeded.push(made.staffId);
    else invited.push(input.email);
  }
  await recordActions(
    db,
    auth,
    succeeded.map((id) => ({
      action: 'create',
      entity: 'staff',
      entity_id: id,
      summary: 'Added {staff} (bulk)',
      staff: id,
    })),
  );
  errors.sort((a, b) => a.id - b.id);
  return { succeeded, errors, invited, emailIds };
}

/** The same changes on each staff member: one UPDATE for all; unknown ids are per-item errors. */
export async function bulkEditStaff(
  db: Database,
  auth: AuthContext,
  { ids, changes }: z.output<typeof staffBulkEditSchema>,
): Promise<BulkResult> {
  await checkStaffReferences(db, auth.companyId, changes, null);
  const selfManaged = changes.manager != null ? ids.filter((id) => id === changes.manager) : [];
  const targets = ids.filter((id) => !selfManaged.includes(id));
  const values = definedOnly(staffColumns(changes));
  const found =
    targets.length === 0
      ? []
      : await db
          .updateTable('staff')
          .set(Object.keys(values).length > 0 ? values : { is_active: true })
          .where('company_id', '=', auth.companyId)
          .where('id', 'in', targets)
          .where('is_active', '=', true)
          .returning('id')
          .execute();
  const succeeded = found.map((r) => r.id);
  if (changes.positions) await replaceStaffPositions(db, auth.companyId, succeeded, changes.positions);
  await recordActions(
    db,
    auth,
    succeeded.map((id) => ({
      action: 'update',
      entity: 'staff',
      entity_id: id,
      summary: `Updated {staff} (bulk): ${Object.keys(changes).join(', ')}`,
      staff: id,
      changes: { ...changes },
    })),
  );
  return {
    succeeded,
    errors: [...selfManaged.map((id) => itemError(id, MANAGER_SELF)), ...notFoundErrors(ids, succeeded, selfManaged)],
  };
}

export async function bulkDeleteStaff(db: Database, auth: AuthContext, ids: number[]): Promise<BulkResult> {
  const self = ids.filter((id) => id === auth.staffId);
  const succeeded = await deactivateStaff(db, auth, ids);
  await recordActions(
    db,
    auth,
    succeeded.map((id) => ({
      action: 'delete',
      entity: 'staff',
      entity_id: id,
      summary: 'Removed {staff} (bulk)',
      staff: id,
    })),
  );
  return {
    succeeded,
    errors: [
      ...[...new Set(self)].map((id) => itemError(id, CANNOT_DELETE_SELF)),
      ...notFoundErrors(ids, succeeded, self),
    ],
  };
}
