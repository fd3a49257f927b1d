// Queries behind tasks: the list page, the whole board, one task, and the column arithmetic a move
// needs. Assignees come along as an int[] per task (one query, not one per task).
import { sql } from 'kysely';
import type { TaskListParams, TaskStatus } from '../../../contract/requests';
import type { Database } from '../../db/database';
import { pageWindow } from '../../lib/pagination';
import type { AuthContext } from '../../lib/route';

const assigneesSql = sql<
  number[]
>`coalesce((SELECT array_agg(a.staff_id::int ORDER BY a.staff_id) FROM task_assignees a WHERE a.task_id = t.id), '{}')`;

export function taskQuery(db: Database, companyId: number) {
  return db
    .selectFrom('tasks as t')
    .selectAll('t')
    .select(assigneesSql.as('assignees'))
    .where('t.company_id', '=', companyId);
}
export type TaskRow = Awaited<ReturnType<ReturnType<typeof taskQuery>['executeTakeFirstOrThrow']>>;

export function findTask(db: Database, companyId: number, id: number): Promise<TaskRow | undefined> {
  return taskQuery(db, companyId).where('t.id', '=', id).executeTakeFirst();
}

interface Filters {
  status?: TaskStatus;
  assignee?: 'me' | number;
  search?: string;
  overdue?: 'true' | 'false';
}

function filtered(db: Database, auth: AuthContext, f: Filters) {
  let q = taskQuery(db, auth.companyId);
  if (f.status) q = q.where('t.status', '=', f.status);
  if (f.assignee !== undefined) {
    const staffId = f.assignee === 'me' ? auth.staffId : f.assignee;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('task_assignees as a')
          .select('a.task_id')
          .whereRef('a.task_id', '=', 't.id')
          .where('a.staff_id', '=', staffId),
      ),
    );
  }
  if (f.search) q = q.where('t.title', 'ilike', `%${f.search.replace(/[\\%_]/g, '\\$&')}%`);
  if (f.overdue === 'true') q = q.where('t.due_date', '<', sql<string>`current_date`).where('t.status', '!=', 'done');
  return q;
}

export async function taskPage(
  db: Database,
  auth: AuthContext,
  query: TaskListParams,
): Promise<{ count: number; rows: TaskRow[] }> {
  const { limit, offset } = pageWindow(query);
  const base = filtered(db, auth, query);
  const desc = query.sort.startsWith('-');
  const column = query.sort.replace('-', '') as 'due_date' | 'created_at' | 'title';
  const [rows, total] = await Promise.all([
    base
      // Tasks without a due date come last either way: they are the least pressing.
      .orderBy(`t.${column}`, (ob) => (desc ? ob.desc() : ob.asc()).nullsLast())
      .orderBy('t.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.count), rows };
}

/** The board: every matching task, in column order; one more than `max` tells that it was cut. */
export function boardRows(db: Database, auth: AuthContext, f: Filters, max: number) {
  return filtered(db, auth, f)
    .clearSelect()
    .select(['t.id', 't.title', 't.status', 't.due_date', 't.position', assigneesSql.as('assignees')])
    .orderBy('t.status')
    .orderBy('t.position')
    .orderBy('t.id', 'desc')
    .limit(max + 1)
    .execute();
}

/** A position above every task of the column: new and moved tasks show at its top. */
export async function topOfColumn(db: Database, companyId: number, status: TaskStatus): Promise<number> {
  const row = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.min<number | null>('position').as('min'))
    .where('company_id', '=', companyId)
    .where('status', '=', status)
    .executeTakeFirst();
  return row?.min === null || row?.min === undefined ? 0 : Number(row.min) - 1;
}

export async function replaceAssignees(db: Database, companyId: number, taskId: number, staffIds: number[]) {
  await db.deleteFrom('task_assignees').where('company_id', '=', companyId).where('task_id', '=', taskId).execute();
  if (staffIds.length === 0) return;
  await db
    .insertInto('task_assignees')
    .values([...new Set(staffIds)].map((staff_id) => ({ company_id: companyId, task_id: taskId, staff_id })))
    .execute();
}
