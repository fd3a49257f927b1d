// Checks that the divisions, positions, staff and responsibilities a request names belong to the
// caller's company. Another company's id reads as unknown (400 on that field), so an answer never
// tells whether the id exists elsewhere. One query per kind of reference, whatever the count.
import type { FieldErrors } from '../../../contract/errors';
import {
  DIVISION_NOT_FOUND,
  MANAGER_NOT_FOUND,
  POSITION_NOT_FOUND,
  RESPONSIBILITY_NOT_FOUND,
} from '../../../contract/people';
import type { Database } from '../../db/database';

type Table = 'divisions' | 'positions' | 'staff' | 'responsibilities';

async function missing(db: Database, table: Table, companyId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  let query = db.selectFrom(table).select('id').where('company_id', '=', companyId).where('id', 'in', unique);
  if (table === 'staff') query = query.where('is_active', '=', true);
  const found = new Set((await query.execute()).map((r) => r.id));
  return unique.filter((id) => !found.has(id));
}

export interface References {
  division?: number | null;
  positions?: readonly number[];
  manager?: number | null;
  staff?: readonly number[];
  responsibilities?: readonly number[];
}

/** Field errors keyed by the request's own field names (`fields` maps each kind to its name). */
export async function referenceErrors(
  db: Database,
  companyId: number,
  refs: References,
  fields: Partial<Record<keyof References, string>> = {},
): Promise<FieldErrors> {
  const checks: [keyof References, Table, readonly number[], string][] = [
    ['division', 'divisions', refs.division == null ? [] : [refs.division], DIVISION_NOT_FOUND],
    ['positions', 'positions', refs.positions ?? [], POSITION_NOT_FOUND],
    ['manager', 'staff', refs.manager == null ? [] : [refs.manager], MANAGER_NOT_FOUND],
    ['staff', 'staff', refs.staff ?? [], MANAGER_NOT_FOUND],
    ['responsibilities', 'responsibilities', refs.responsibilities ?? [], RESPONSIBILITY_NOT_FOUND],
  ];
  const errors: FieldErrors = {};
  await Promise.all(
    checks.map(async ([key, table, ids, message]) => {
      if ((await missing(db, table, companyId, ids)).length > 0) errors[fields[key] ?? key] = [message];
    }),
  );
  return errors;
}
