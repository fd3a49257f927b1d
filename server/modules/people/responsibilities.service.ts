// Responsibilities and who holds them (spec people §§3, 5, 7): profile admins create, edit and
// assign them; everyone reads. A responsibility's holders are employee-responsibility rows, each
// with its own id (employee-responsibilities/{id}/). Stored as `name`, presented as the spec's
// `title` (the knowledge base made the table first and reads `name`).
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  RESPONSIBILITY_NOT_FOUND,
  type EmployeeResponsibility,
  type Responsibility,
  type responsibilityCreateSchema,
  type responsibilityUpdateSchema,
} from '../../../contract/people';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import type { AuthContext } from '../../lib/route';
import { definedOnly } from './values';
import { recordAction, recordActions } from './action-history';
import { referenceErrors } from './references';
import { fullName } from './staff.repository';

function responsibilitySelect(db: Database, companyId: number) {
  return db
    .selectFrom('responsibilities as r')
    .leftJoin('staff as cs', (j) =>
      j.onRef('cs.id', '=', 'r.created_by_id').onRef('cs.company_id', '=', 'r.company_id'),
    )
    .leftJoin('users as cu', 'cu.id', 'cs.user_id')
    .select([
      'r.id',
      'r.name as title',
      'r.description',
      'r.created_by_id as created_by',
      sql<string | null>`CASE WHEN cu.id IS NULL THEN NULL ELSE ${fullName('cu')} END`.as('created_by_name'),
      sql<
        { id: number; name: string }[]
      >`coalesce((SELECT json_agg(json_build_object('id', s.id, 'name', ${fullName('u')})
        ORDER BY u.first_name, s.id) FROM staff_responsibilities x JOIN staff s ON s.id = x.staff_id
        JOIN users u ON u.id = s.user_id WHERE x.responsibility_id = r.id AND s.is_active), '[]')`.as('assigned_to'),
      sql<number[]>`ARRAY(SELECT a.id FROM kb_articles a WHERE a.company_id = r.company_id
        AND r.id = ANY (a.responsibility_ids) ORDER BY a.id)`.as('responsibility_articles'),
    ])
    .where('r.company_id', '=', companyId);
}

type Row = Awaited<ReturnType<ReturnType<typeof responsibilitySelect>['executeTakeFirstOrThrow']>>;
const present = (row: Row): Responsibility => ({
  ...row,
  responsibility_articles: row.responsibility_articles.map(Number),
});

export async function listResponsibilities(
  db: Database,
  companyId: number,
  query: { search?: string; simple?: 'true' | 'false' },
  limit: number,
  offset: number,
) {
  const like = query.search ? containsPattern(query.search) : null;
  const base = db.selectFrom('responsibilities as r').where('r.company_id', '=', companyId);
  const withSearch = like ? base.where('r.name', 'ilike', like) : base;
  const total = await withSearch.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow();
  if (query.simple === 'true') {
    const rows = await withSearch
      .select(['r.id', 'r.name as title'])
      .orderBy('r.name')
      .orderBy('r.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows, count: Number(total.count) };
  }
  let full = responsibilitySelect(db, companyId);
  if (like) full = full.where('r.name', 'ilike', like);
  const rows = await full.orderBy('r.name').orderBy('r.id').limit(limit).offset(offset).execute();
  return { rows: rows.map(present), count: Number(total.count) };
}

export async function getResponsibility(db: Database, companyId: number, id: number): Promise<Responsibility> {
  const row = await responsibilitySelect(db, companyId).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError(RESPONSIBILITY_NOT_FOUND);
  return present(row);
}

async function checkStaff(db: Database, companyId: number, ids: number[] | null | undefined, field: string) {
  const errors = await referenceErrors(db, companyId, { staff: ids ?? [] }, { staff: field });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** Adds holders, skipping those who already hold it; returns the new rows' ids. */
async function assign(db: Database, companyId: number, responsibilityIds: number[], staffIds: number[]) {
  if (responsibilityIds.length === 0 || staffIds.length === 0) return [];
  const rows = await db
    .insertInto('staff_responsibilities')
    .values(
      [...new Set(staffIds)].flatMap((staff_id) =>
        [...new Set(responsibilityIds)].map((responsibility_id) => ({
          company_id: companyId,
          staff_id,
          responsibility_id,
        })),
      ),
    )
    .onConflict((oc) => oc.columns(['staff_id', 'responsibility_id']).doNothing())
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function createResponsibility(
  db: Database,
  auth: AuthContext,
  input: z.output<typeof responsibilityCreateSchema>,
) {
  await checkStaff(db, auth.companyId, input.assigned_to, 'assigned_to');
  const row = await db
    .insertInto('responsibilities')
    .values({
      company_id: auth.companyId,
      name: input.title,
      description: input.description,
      created_by_id: auth.staffId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await assign(db, auth.companyId, [row.id], input.assigned_to ?? []);
  await recordAction(db, auth, {
    action: 'create',
    entity: 'responsibility',
    entity_id: row.id,
    summary: `Created responsibility ${input.title}`,
  });
  return getResponsibility(db, auth.companyId, row.id);
}

export async function updateResponsibility(
  db: Database,
  auth: AuthContext,
  id: number,
  input: z.output<typeof responsibilityUpdateSchema>,
) {
  await getResponsibility(db, auth.companyId, id);
  await checkStaff(db, auth.companyId, input.assigned_to, 'assigned_to');
  const values = definedOnly({ name: input.title, description: input.description });
  if (Object.keys(values).length > 0) {
    await db
      .updateTable('responsibilities')
      .set(values)
      .where('company_id', '=', auth.companyId)
      .where('id', '=', id)
      .execute();
  }
  if (input.assigned_to) {
    await db
      .deleteFrom('staff_responsibilities')
      .where('company_id', '=', auth.companyId)
      .where('responsibility_id', '=', id)
      .where('staff_id', 'not in', input.assigned_to.length > 0 ? input.assigned_to : [0])
      .execute();
    await assign(db, auth.companyId, [id], input.assigned_to);
  }
  await recordAction(db, auth, {
    action: 'update',
    entity: 'responsibility',
    entity_id: id,
    summary: `Updated responsibility #${id}: ${Object.keys(input).join(', ')}`,
    changes: { ...input },
  });
  return getResponsibility(db, auth.companyId, id);
}

export async function deleteResponsibility(db: Database, auth: AuthContext, id: number) {
  const row = await db
    .deleteFrom('responsibilities')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .returning('name')
    .executeTakeFirst();
  if (!row) throw new NotFoundError(RESPONSIBILITY_NOT_FOUND);
  await recordAction(db, auth, {
    action: 'delete',
    entity: 'responsibility',
    entity_id: id,
    summary: `Deleted responsibility ${row.name}`,
  });
}

// ---- Employee responsibilities ----------------------------------------------------------------

function employeeResponsibilitySelect(db: Database, companyId: number) {
  return db
    .selectFrom('staff_responsibilities as x')
    .innerJoin('responsibilities as r', 'r.id', 'x.responsibility_id')
    .innerJoin('staff as s', 's.id', 'x.staff_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      'x.id',
      'x.staff_id as employee',
      fullName('u').as('employee_name'),
      'x.responsibility_id as responsibility',
      'r.name as title',
      'r.description',
      'x.created_at',
    ])
    .where('x.company_id', '=', companyId);
}

type EmployeeResponsibilityRow = Awaited<
  ReturnType<ReturnType<typeof employeeResponsibilitySelect>['executeTakeFirstOrThrow']>
>;
const presentHolding = (row: EmployeeResponsibilityRow): EmployeeResponsibility => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

export async function listEmployeeResponsibilities(
  db: Database,
  companyId: number,
  staffId: number,
  limit: number,
  offset: number,
) {
  const base = employeeResponsibilitySelect(db, companyId).where('x.staff_id', '=', staffId);
  const [rows, total] = await Promise.all([
    base.orderBy('r.name').orderBy('x.id').limit(limit).offset(offset).execute(),
    db
      .selectFrom('staff_responsibilities')
      .select(sql<string>`count(*)`.as('count'))
      .where('company_id', '=', companyId)
      .where('staff_id', '=', staffId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(presentHolding), count: Number(total.count) };
}

export async function createEmployeeResponsibilities(
  db: Database,
  auth: AuthContext,
  input: { employee: number; responsibilities: number[] },
) {
  const errors = await referenceErrors(
    db,
    auth.companyId,
    { staff: [input.employee], responsibilities: input.responsibilities },
    { staff: 'employee' },
  );
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const ids = await assign(db, auth.companyId, input.responsibilities, [input.employee]);
  await recordActions(
    db,
    auth,
    ids.map((id) => ({
      action: 'create',
      entity: 'employee_responsibility',
      entity_id: id,
      summary: 'Assigned a responsibility to {staff}',
      staff: input.employee,
    })),
  );
  const rows = await employeeResponsibilitySelect(db, auth.companyId)
    .where('x.staff_id', '=', input.employee)
    .orderBy('r.name')
    .execute();
  return rows.map(presentHolding);
}

async function findHolding(db: Database, companyId: number, id: number) {
  const row = await employeeResponsibilitySelect(db, companyId).where('x.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

export async function updateEmployeeResponsibility(
  db: Database,
  auth: AuthContext,
  id: number,
  responsibility: number,
) {
  await findHolding(db, auth.companyId, id);
  const errors = await referenceErrors(
    db,
    auth.companyId,
    { responsibilities: [responsibility] },
    { responsibilities: 'responsibility' },
  );
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await db
    .updateTable('staff_responsibilities')
    .set({ responsibility_id: responsibility })
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .execute();
  await recordAction(db, auth, {
    action: 'update',
    entity: 'employee_responsibility',
    entity_id: id,
    summary: `Changed responsibility holding #${id}`,
    changes: { responsibility },
  });
  return presentHolding(await findHolding(db, auth.companyId, id));
}

export async function deleteEmployeeResponsibility(db: Database, auth: AuthContext, id: number) {
  const row = await db
    .deleteFrom('staff_responsibilities')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .returning('staff_id')
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  await recordAction(db, auth, {
    action: 'delete',
    entity: 'employee_responsibility',
    entity_id: id,
    summary: 'Removed a responsibility from {staff}',
    staff: row.staff_id,
  });
}
