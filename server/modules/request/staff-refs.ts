// Staff members as the request and purchase-request screens name them ({id, name}), and the check
// that ids a client sends belong to the caller's company (another company's id reads as unknown,
// never as "exists elsewhere").
import { sql } from 'kysely';
import type { StaffOption, StaffRef } from '../../../contract/requests';
import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';

/** "First Last", or the e-mail for someone who has not given a name yet. */
export const staffNameSql = sql<string>`coalesce(nullif(trim(users.first_name || ' ' || users.last_name), ''), users.email)`;

export async function staffRefs(
  db: Database,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, StaffRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select(['staff.id', staffNameSql.as('name')])
    .where('staff.company_id', '=', companyId)
    .where('staff.id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name }]));
}

/** The company's active staff, by name, with their e-mail: the pickers of the request and task forms. */
export function activeStaff(db: Database, companyId: number): Promise<StaffOption[]> {
  return db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select(['staff.id', staffNameSql.as('name'), 'users.email'])
    .where('staff.company_id', '=', companyId)
    .where('staff.is_active', '=', true)
    .orderBy('name')
    .orderBy('staff.id')
    .execute();
}

/** 400 on `field` unless every id is a staff member of the company. */
export async function assertCompanyStaff(
  db: Database,
  companyId: number,
  ids: readonly number[],
  field: string,
  message: string,
): Promise<void> {
  const known = await staffRefs(db, companyId, ids);
  if (ids.some((id) => !known.has(id))) throw ValidationError.field(field, message);
}

/** A ref for an id the database guarantees (a foreign key); a missing one is a bug, named as such. */
export function refOf(refs: Map<number, StaffRef>, id: number): StaffRef {
  return refs.get(id) ?? { id, name: `#${id}` };
}
