// Divisions (spec people §§3, 5, 7 division/api/): CRUD for profile admins, lists for everyone,
// and the division-with-employees view of the Org Flow Chart. Deleting a division leaves its staff
// and positions without one (ON DELETE SET NULL), as the confirm text warns.
import { sql } from 'kysely';
import type { z } from 'zod';
import type {
  Division,
  DivisionWithEmployees,
  divisionCreateSchema,
  divisionUpdateSchema,
  StaffListItem,
} from '../../../contract/people';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { definedOnly } from './values';
import { recordAction } from './action-history';
import { staffSelect } from './staff.repository';
import { ANY_COLLEAGUE } from './identity';
import { presentStaff } from './staff.presenter';

function divisionSelect(db: Database, companyId: number) {
  return db
    .selectFrom('divisions as d')
    .select([
      'd.id',
      'd.division_name',
      'd.division_color',
      'd.division_order',
      'd.division_description',
      'd.company_id as company',
      'd.geofence_latitude',
      'd.geofence_longitude',
      'd.geofence_radius_m',
      sql<number>`(SELECT count(*)::int FROM staff s WHERE s.company_id = d.company_id AND s.division_id = d.id
        AND s.is_active)`.as('employee_count'),
    ])
    .where('d.company_id', '=', companyId);
}

export function listDivisions(db: Database, companyId: number): Promise<Division[]> {
  return divisionSelect(db, companyId).orderBy('d.division_order').orderBy('d.division_name').orderBy('d.id').execute();
}

export async function getDivision(db: Database, companyId: number, id: number): Promise<Division> {
  const row = await divisionSelect(db, companyId).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

export async function createDivision(db: Database, auth: AuthContext, input: z.output<typeof divisionCreateSchema>) {
  const row = await db
    .insertInto('divisions')
    .values({ company_id: auth.companyId, ...input })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAction(db, auth, {
    action: 'create',
    entity: 'division',
    entity_id: row.id,
    summary: `Created division ${input.division_name}`,
  });
  return getDivision(db, auth.companyId, row.id);
}

export async function updateDivision(
  db: Database,
  auth: AuthContext,
  id: number,
  input: z.output<typeof divisionUpdateSchema>,
) {
  const changes = definedOnly(input);
  const found = await db
    .updateTable('divisions')
    .set(changes)
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .returning('division_name')
    .executeTakeFirst();
  if (!found) throw new NotFoundError();
  await recordAction(db, auth, {
    action: 'update',
    entity: 'division',
    entity_id: id,
    summary: `Updated division ${found.division_name}: ${Object.keys(changes).join(', ')}`,
    changes,
  });
  return getDivision(db, auth.companyId, id);
}

export async function deleteDivision(db: Database, auth: AuthContext, id: number) {
  const found = await db
    .deleteFrom('divisions')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .returning('division_name')
    .executeTakeFirst();
  if (!found) throw new NotFoundError();
  await recordAction(db, auth, {
    action: 'delete',
    entity: 'division',
    entity_id: id,
    summary: `Deleted division ${found.division_name}`,
  });
}

/** Every division with its active staff (two queries, whatever the company size). */
export async function divisionsWithEmployees(db: Database, companyId: number): Promise<DivisionWithEmployees[]> {
  const [divisions, staff] = await Promise.all([
    listDivisions(db, companyId),
    staffSelect(db, companyId)
      .orderBy(sql`lower(u.first_name)`)
      .orderBy('s.id')
      .execute(),
  ]);
  const byDivision = new Map<number | null, StaffListItem[]>();
  for (const row of staff) {
    const list = byDivision.get(row.staff_division) ?? [];
    list.push(presentStaff(row, ANY_COLLEAGUE));
    byDivision.set(row.staff_division, list);
  }
  return divisions.map((d) => ({ ...d, employees: byDivision.get(d.id) ?? [] }));
}

export async function divisionUsers(db: Database, companyId: number, id: number): Promise<StaffListItem[]> {
  await getDivision(db, companyId, id);
  const rows = await staffSelect(db, companyId)
    .where('s.division_id', '=', id)
    .orderBy(sql`lower(u.first_name)`)
    .orderBy('s.id')
    .execute();
  return rows.map((row) => presentStaff(row, ANY_COLLEAGUE));
}
