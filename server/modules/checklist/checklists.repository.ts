// Checklist rows: the checklist with its assignees' and last editor's names, its items with who
// completed them, the files of its images, and the writes. Every query is scoped to the company.
import { sql } from 'kysely';
import type { ChecklistAssignee } from '../../../contract/checklists';
import type { Database } from '../../db/database';
import type { TemplateItemRow } from './templates.repository';

const personName = (alias: string) =>
  sql<string>`trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)})`;

function checklistsWithNames(db: Database, companyId: number) {
  return db
    .selectFrom('checklists as c')
    .leftJoin('staff as es', (join) =>
      join.onRef('es.id', '=', 'c.updated_by_staff_id').onRef('es.company_id', '=', 'c.company_id'),
    )
    .leftJoin('users as eu', 'eu.id', 'es.user_id')
    .where('c.company_id', '=', companyId)
    .selectAll('c')
    .select([
      sql<string | null>`${personName('eu')}`.as('updated_by_name'),
      sql<ChecklistAssignee[]>`coalesce((
        SELECT json_agg(json_build_object('id', a.staff_id, 'name', ${personName('au')})
                        ORDER BY au.first_name, au.last_name, a.staff_id)
        FROM checklist_assignees a
        JOIN staff ast ON ast.id = a.staff_id
        JOIN users au ON au.id = ast.user_id
        WHERE a.checklist_id = c.id), '[]'::json)`.as('assignees'),
    ]);
}
export type ChecklistRow = Awaited<ReturnType<ReturnType<typeof checklistsWithNames>['executeTakeFirstOrThrow']>>;

export function findChecklist(db: Database, companyId: number, id: number): Promise<ChecklistRow | undefined> {
  return checklistsWithNames(db, companyId).where('c.id', '=', id).executeTakeFirst();
}

/** Locks the checklist row until the transaction ends: the version check and the write are one step. */
export async function lockChecklist(db: Database, companyId: number, id: number) {
  return db
    .selectFrom('checklists')
    .select(['id', 'version'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface ChecklistFilter {
  /** Only checklists assigned to this staff member. */
  assignee?: number;
  status?: 'open' | 'completed';
  template?: number;
  search?: string;
  limit: number;
  offset: number;
}

export async function listChecklists(db: Database, companyId: number, filter: ChecklistFilter) {
  let query = checklistsWithNames(db, companyId);
  if (filter.assignee !== undefined) {
    const staffId = filter.assignee;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('checklist_assignees as fa')
          .select('fa.staff_id')
          .whereRef('fa.checklist_id', '=', 'c.id')
          .where('fa.staff_id', '=', staffId),
      ),
    );
  }
  if (filter.status === 'open') query = query.where('c.completed_at', 'is', null);
  if (filter.status === 'completed') query = query.where('c.completed_at', 'is not', null);
  if (filter.template !== undefined) query = query.where('c.template_id', '=', filter.template);
  if (filter.search) query = query.where('c.title', 'ilike', `%${filter.search.replace(/[\\%_]/g, '\\$&')}%`);
  const [rows, count] = await Promise.all([
    // Open first, soonest due first; undated after dated; newest first among equals.
    query
      .orderBy(sql`c.completed_at IS NOT NULL`)
      .orderBy(sql`c.due_date ASC NULLS LAST`)
      .orderBy('c.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}

/** The items of some checklists, in order, with the names of who completed them. */
export function checklistItems(db: Database, companyId: number, checklistIds: readonly number[]) {
  return db
    .selectFrom('checklist_items as i')
    .leftJoin('staff as cs', (join) =>
      join.onRef('cs.id', '=', 'i.completed_by_staff_id').onRef('cs.company_id', '=', 'i.company_id'),
    )
    .leftJoin('users as cu', 'cu.id', 'cs.user_id')
    .where('i.company_id', '=', companyId)
    .where('i.checklist_id', 'in', checklistIds.length > 0 ? [...checklistIds] : [-1])
    .selectAll('i')
    .select(sql<string | null>`${personName('cu')}`.as('completed_by_name'))
    .orderBy('i.position')
    .orderBy('i.id')
    .execute();
}
export type ItemRow = Awaited<ReturnType<typeof checklistItems>>[number];

export async function insertChecklist(
  db: Database,
  values: {
    company_id: number;
    template_id: number;
    template_name: string;
    title: string;
    description: string;
    due_date: string | null;
    created_by_staff_id: number;
  },
  items: TemplateItemRow[],
): Promise<number> {
  const { id } = await db
    .insertInto('checklists')
    .values({ ...values, updated_by_staff_id: values.created_by_staff_id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('checklist_items')
    .values(
      items.map((item) => ({
        company_id: values.company_id,
        checklist_id: id,
        label: item.label,
        kind: item.kind,
        required: item.required,
        options: JSON.stringify(item.options),
        position: item.position,
      })),
    )
    .execute();
  return id;
}

export async function setAssignees(db: Database, companyId: number, checklistId: number, staffIds: number[]) {
  await db.deleteFrom('checklist_assignees').where('checklist_id', '=', checklistId).execute();
  await db
    .insertInto('checklist_assignees')
    .values(staffIds.map((staffId) => ({ company_id: companyId, checklist_id: checklistId, staff_id: staffId })))
    .execute();
}

/** The company's active staff, by name: the assignee picker's choices. */
export async function activeStaff(db: Database, companyId: number): Promise<ChecklistAssignee[]> {
  return db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', sql<string>`${personName('u')}`.as('name')])
    .where('s.company_id', '=', companyId)
    .where('s.is_active', '=', true)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('s.id')
    .execute();
}

/** The company's active staff among `ids`. */
export async function staffOfCompany(db: Database, companyId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('staff')
    .select('id')
    .where('company_id', '=', companyId)
    .where('is_active', '=', true)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => row.id);
}

export async function updateItem(
  db: Database,
  id: number,
  change: { value: unknown; completed_by_staff_id: number | null; completed_at: Date | null },
) {
  await db
    .updateTable('checklist_items')
    .set({
      value: change.value === null ? null : JSON.stringify(change.value),
      completed_by_staff_id: change.completed_by_staff_id,
      completed_at: change.completed_at,
    })
    .where('id', '=', id)
    .execute();
}

export async function updateChecklistRow(
  db: Database,
  companyId: number,
  id: number,
  change: {
    title?: string;
    description?: string;
    due_date?: string | null;
    completed_at: Date | null;
    updated_by_staff_id: number;
  },
) {
  await db
    .updateTable('checklists')
    .set({ ...change, version: sql`version + 1`, updated_at: sql`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function deleteChecklist(db: Database, companyId: number, id: number): Promise<void> {
  await db.deleteFrom('checklists').where('company_id', '=', companyId).where('id', '=', id).execute();
}

// ---- Files of photo and signature items ----

export function checklistFiles(db: Database, companyId: number, checklistId: number) {
  return db
    .selectFrom('checklist_files')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('checklist_id', '=', checklistId)
    .execute();
}
export type FileRow = Awaited<ReturnType<typeof checklistFiles>>[number];

export function findFile(db: Database, companyId: number, checklistId: number, id: string) {
  return db
    .selectFrom('checklist_files')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('checklist_id', '=', checklistId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findFileByName(db: Database, companyId: number, file: string) {
  return db
    .selectFrom('checklist_files')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('file', '=', file)
    .executeTakeFirst();
}

export async function insertFile(db: Database, row: Omit<FileRow, 'created_at'>): Promise<FileRow | undefined> {
  return db
    .insertInto('checklist_files')
    .values(row)
    .onConflict((oc) => oc.columns(['checklist_id', 'id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}
