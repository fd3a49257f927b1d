// Positions (spec people §§3, 5, 7 account/api/positions/): CRUD and bulk edit for profile admins,
// reads for everyone. A position reports to another (manager); the chain must not loop, so a new
// manager is refused when it sits under the position. Order options run 1..count + 1 (§9): the
// client offers them; the server accepts any order ≥ 1.
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  POSITION_MANAGER_CYCLE,
  POSITION_MANAGER_SELF,
  type BulkResult,
  type EmployeeWithManager,
  type Position,
  type positionBulkEditSchema,
  type positionCreateSchema,
  type positionUpdateSchema,
} from '../../../contract/people';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { definedOnly } from './values';
import { recordAction, recordActions } from './action-history';
import { itemError, notFoundErrors } from './bulk';
import { referenceErrors } from './references';
import { staffSelect } from './staff.repository';
import { ANY_COLLEAGUE } from './identity';
import { presentStaff } from './staff.presenter';

function positionSelect(db: Database, companyId: number) {
  return db
    .selectFrom('positions as p')
    .leftJoin('divisions as d', (j) => j.onRef('d.id', '=', 'p.division_id').onRef('d.company_id', '=', 'p.company_id'))
    .leftJoin('positions as m', (j) => j.onRef('m.id', '=', 'p.manager_id').onRef('m.company_id', '=', 'p.company_id'))
    .select([
      'p.id',
      'p.name',
      'p.division_id as division',
      'd.division_name',
      'd.division_order',
      'p.manager_id as manager',
      'm.name as manager_name',
      'p.order',
      'p.description',
      'p.above_text',
      sql<number[]>`ARRAY(SELECT r.responsibility_id FROM position_responsibilities r WHERE r.position_id = p.id
        ORDER BY r.responsibility_id)`.as('responsibilities'),
      sql<number[]>`ARRAY(SELECT x.staff_id FROM staff_positions x JOIN staff s ON s.id = x.staff_id
        WHERE x.position_id = p.id AND s.is_active ORDER BY x.staff_id)`.as('users'),
    ])
    .where('p.company_id', '=', companyId);
}

type PositionRow = Awaited<ReturnType<ReturnType<typeof positionSelect>['executeTakeFirstOrThrow']>>;

const presentPosition = (row: PositionRow): Position => ({
  ...row,
  responsibilities: row.responsibilities.map(Number),
  users: row.users.map(Number),
  position_staff: row.users.length,
  articles: [],
  courses: [],
});

export async function listPositions(db: Database, companyId: number, division?: number): Promise<Position[]> {
  let query = positionSelect(db, companyId);
  if (division) query = query.where('p.division_id', '=', division);
  const rows = await query.orderBy('p.order').orderBy('p.name').orderBy('p.id').execute();
  return rows.map(presentPosition);
}

export async function getPosition(db: Database, companyId: number, id: number): Promise<Position> {
  const row = await positionSelect(db, companyId).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  return presentPosition(row);
}

/** id → manager id of every position of the company, locked so two re-parentings cannot cross. */
async function managerMap(db: Database, companyId: number) {
  const rows = await db
    .selectFrom('positions')
    .select(['id', 'manager_id'])
    .where('company_id', '=', companyId)
    .forUpdate()
    .execute();
  return new Map(rows.map((r) => [r.id, r.manager_id]));
}

/** The reason `manager` cannot be the manager of `id`, or null. */
function managerProblem(managers: Map<number, number | null>, id: number, manager: number | null): string | null {
  if (manager === null) return null;
  if (manager === id) return POSITION_MANAGER_SELF;
  const seen = new Set<number>();
  for (let at: number | null | undefined = manager; at != null && !seen.has(at); at = managers.get(at)) {
    if (at === id) return POSITION_MANAGER_CYCLE;
    seen.add(at);
  }
  return null;
}

async function checkPositionReferences(
  db: Database,
  companyId: number,
  input: { division?: number | null; manager?: number | null; responsibilities?: number[] },
) {
  const errors = await referenceErrors(
    db,
    companyId,
    {
      division: input.division,
      positions: input.manager == null ? [] : [input.manager],
      responsibilities: input.responsibilities,
    },
    { positions: 'manager' },
  );
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

async function setPositionResponsibilities(db: Database, companyId: number, positionId: number, ids: number[]) {
  await db
    .deleteFrom('position_responsibilities')
    .where('company_id', '=', companyId)
    .where('position_id', '=', positionId)
    .execute();
  if (ids.length === 0) return;
  await db
    .insertInto('position_responsibilities')
    .values(
      [...new Set(ids)].map((responsibility_id) => ({
        company_id: companyId,
        position_id: positionId,
        responsibility_id,
      })),
    )
    .execute();
}

export async function createPosition(db: Database, auth: AuthContext, input: z.output<typeof positionCreateSchema>) {
  await checkPositionReferences(db, auth.companyId, input);
  const { division, manager, responsibilities, ...values } = input;
  const row = await db
    .insertInto('positions')
    .values({ company_id: auth.companyId, ...values, division_id: division, manager_id: manager })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setPositionResponsibilities(db, auth.companyId, row.id, responsibilities);
  await recordAction(db, auth, {
    action: 'create',
    entity: 'position',
    entity_id: row.id,
    summary: `Created position ${input.name}`,
  });
  return getPosition(db, auth.companyId, row.id);
}

export async function updatePosition(
  db: Database,
  auth: AuthContext,
  id: number,
  input: z.output<typeof positionUpdateSchema>,
) {
  await getPosition(db, auth.companyId, id);
  await checkPositionReferences(db, auth.companyId, input);
  if (input.manager !== undefined) {
    const problem = managerProblem(await managerMap(db, auth.companyId), id, input.manager);
    if (problem) throw ValidationError.field('manager', problem);
  }
  const { division, manager, responsibilities, ...rest } = input;
  const values = definedOnly({ ...rest, division_id: division, manager_id: manager });
  if (Object.keys(values).length > 0) {
    await db
      .updateTable('positions')
      .set(values)
      .where('company_id', '=', auth.companyId)
      .where('id', '=', id)
      .execute();
  }
  if (responsibilities) await setPositionResponsibilities(db, auth.companyId, id, responsibilities);
  await recordAction(db, auth, {
    action: 'update',
    entity: 'position',
    entity_id: id,
    summary: `Updated position #${id}: ${Object.keys(input).join(', ')}`,
    changes: { ...input },
  });
  return getPosition(db, auth.companyId, id);
}

export async function deletePositions(db: Database, auth: AuthContext, ids: number[]): Promise<BulkResult> {
  const rows = await db
    .deleteFrom('positions')
    .where('company_id', '=', auth.companyId)
    .where('id', 'in', ids)
    .returning(['id', 'name'])
    .execute();
  await recordActions(
    db,
    auth,
    rows.map((r) => ({ action: 'delete', entity: 'position', entity_id: r.id, summary: `Deleted position ${r.name}` })),
  );
  const succeeded = rows.map((r) => r.id);
  return { succeeded, errors: notFoundErrors(ids, succeeded) };
}

export async function deletePosition(db: Database, auth: AuthContext, id: number) {
  const { succeeded } = await deletePositions(db, auth, [id]);
  if (succeeded.length === 0) throw new NotFoundError();
}

/** bulk-edit-positions/: the same division, manager or order on each; loops refused per item. */
export async function bulkEditPositions(
  db: Database,
  auth: AuthContext,
  { ids, changes }: z.output<typeof positionBulkEditSchema>,
): Promise<BulkResult> {
  await checkPositionReferences(db, auth.companyId, changes);
  const managers = await managerMap(db, auth.companyId);
  const errors: BulkResult['errors'] = [];
  const targets: number[] = [];
  for (const id of new Set(ids)) {
    if (!managers.has(id)) continue;
    const problem = changes.manager === undefined ? null : managerProblem(managers, id, changes.manager);
    if (problem) errors.push(itemError(id, problem));
    else targets.push(id);
  }
  const values = definedOnly({ division_id: changes.division, manager_id: changes.manager, order: changes.order });
  if (targets.length > 0 && Object.keys(values).length > 0) {
    await db
      .updateTable('positions')
      .set(values)
      .where('company_id', '=', auth.companyId)
      .where('id', 'in', targets)
      .execute();
  }
  await recordActions(
    db,
    auth,
    targets.map((id) => ({
      action: 'update',
      entity: 'position',
      entity_id: id,
      summary: `Updated position #${id} (bulk): ${Object.keys(changes).join(', ')}`,
      changes: { ...changes },
    })),
  );
  return {
    succeeded: targets,
    errors: [
      ...errors,
      ...notFoundErrors(
        ids,
        targets,
        errors.map((e) => e.id),
      ),
    ],
  };
}

export async function positionUsers(db: Database, companyId: number, id: number) {
  await getPosition(db, companyId, id);
  const rows = await staffSelect(db, companyId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('staff_positions as f')
          .select('f.staff_id')
          .whereRef('f.staff_id', '=', 's.id')
          .where('f.position_id', '=', id),
      ),
    )
    .orderBy(sql`lower(u.first_name)`)
    .orderBy('s.id')
    .execute();
  return rows.map((row) => presentStaff(row, ANY_COLLEAGUE));
}

export async function employeesWithManagers(
  db: Database,
  companyId: number,
  id: number,
): Promise<EmployeeWithManager[]> {
  const staff = await positionUsers(db, companyId, id);
  return staff.map((s) => ({
    id: s.id,
    name: `${s.first_name} ${s.last_name}`.trim() || s.email,
    photo: s.photo,
    manager: s.manager === null ? null : { id: s.manager, name: s.manager_name ?? '' },
  }));
}

export async function positionResponsibilities(db: Database, companyId: number, id: number) {
  await getPosition(db, companyId, id);
  return db
    .selectFrom('position_responsibilities as pr')
    .innerJoin('responsibilities as r', 'r.id', 'pr.responsibility_id')
    .select(['r.id', 'r.name as title', 'r.description'])
    .where('pr.company_id', '=', companyId)
    .where('pr.position_id', '=', id)
    .orderBy('r.name')
    .execute();
}
