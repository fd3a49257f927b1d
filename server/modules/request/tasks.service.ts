// Tasks: the team's work items with assignees, a due date and a status column on the Progress
// Board. Anyone with the request app creates, edits and moves them; the creator or a request admin
// deletes one. A move without a position puts the task at the top of its new column.
import type { FastifyRequest } from 'fastify';
import type { Paginated } from '../../../contract/pagination';
import type {
  StaffRef,
  Task,
  TaskBoard,
  TaskBoardParams,
  TaskCreateParams,
  TaskListParams,
  TaskUpdate,
} from '../../../contract/requests';
import { REQUEST_MESSAGES, TASK_BOARD_MAX } from '../../../contract/requests-constants';
import type { Database } from '../../db/database';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { paginated } from '../../lib/pagination';
import type { AuthContext } from '../../lib/route';
import { canDeleteTask } from './permissions';
import { findRequest } from './requests.repository';
import { assertCompanyStaff, refOf, staffRefs } from './staff-refs';
import { boardRows, findTask, replaceAssignees, taskPage, topOfColumn, type TaskRow } from './tasks.repository';

function presentWith(refs: Map<number, StaffRef>, row: TaskRow): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    due_date: row.due_date,
    assignees: row.assignees.map((id) => refOf(refs, id)),
    created_by: refOf(refs, row.created_by_staff_id),
    request: row.request_id,
    position: row.position,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function presentTasks(db: Database, companyId: number, rows: TaskRow[]): Promise<Task[]> {
  const refs = await staffRefs(
    db,
    companyId,
    rows.flatMap((r) => [r.created_by_staff_id, ...r.assignees]),
  );
  return rows.map((row) => presentWith(refs, row));
}

async function taskOr404(db: Database, companyId: number, id: number): Promise<TaskRow> {
  const row = await findTask(db, companyId, id);
  if (!row) throw new NotFoundError();
  return row;
}

export async function taskDetail(db: Database, auth: AuthContext, id: number): Promise<Task> {
  return (await presentTasks(db, auth.companyId, [await taskOr404(db, auth.companyId, id)]))[0]!;
}

export async function listTasks(
  db: Database,
  auth: AuthContext,
  query: TaskListParams,
  request: FastifyRequest,
): Promise<Paginated<Task>> {
  const { count, rows } = await taskPage(db, auth, query);
  return paginated(request, query, count, await presentTasks(db, auth.companyId, rows));
}

export async function taskBoard(db: Database, auth: AuthContext, query: TaskBoardParams): Promise<TaskBoard> {
  const rows = await boardRows(db, auth, query, TASK_BOARD_MAX);
  const tasks = rows.slice(0, TASK_BOARD_MAX);
  const refs = await staffRefs(
    db,
    auth.companyId,
    tasks.flatMap((t) => t.assignees),
  );
  return {
    tasks: tasks.map((t) => ({ ...t, position: Number(t.position) })),
    staff: [...refs.values()],
    truncated: rows.length > TASK_BOARD_MAX,
  };
}

async function checkReferences(
  db: Database,
  auth: AuthContext,
  input: { assignees?: number[]; request?: number | null },
) {
  if (input.assignees?.length) {
    await assertCompanyStaff(db, auth.companyId, input.assignees, 'assignees', REQUEST_MESSAGES.unknownStaff);
  }
  if (input.request && !(await findRequest(db, auth.companyId, input.request))) {
    throw ValidationError.field('request', 'Unknown request.');
  }
}

export async function createTask(db: Database, auth: AuthContext, input: TaskCreateParams): Promise<Task> {
  await checkReferences(db, auth, input);
  const { id } = await db
    .insertInto('tasks')
    .values({
      company_id: auth.companyId,
      title: input.title,
      description: input.description,
      status: input.status,
      due_date: input.due_date,
      request_id: input.request,
      created_by_staff_id: auth.staffId,
      position: await topOfColumn(db, auth.companyId, input.status),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceAssignees(db, auth.companyId, id, input.assignees);
  return taskDetail(db, auth, id);
}

export async function updateTask(db: Database, auth: AuthContext, id: number, patch: TaskUpdate): Promise<Task> {
  const current = await taskOr404(db, auth.companyId, id);
  await checkReferences(db, auth, patch);
  const { assignees, position, ...fields } = patch;
  const moved = patch.status !== undefined && patch.status !== current.status;
  const nextPosition = position ?? (moved ? await topOfColumn(db, auth.companyId, patch.status!) : undefined);
  await db
    .updateTable('tasks')
    .set({ ...fields, ...(nextPosition !== undefined ? { position: nextPosition } : {}), updated_at: new Date() })
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .execute();
  if (assignees) await replaceAssignees(db, auth.companyId, id, assignees);
  return taskDetail(db, auth, id);
}

export async function deleteTask(db: Database, auth: AuthContext, id: number): Promise<void> {
  const current = await taskOr404(db, auth.companyId, id);
  if (!canDeleteTask(auth, current)) throw new ForbiddenError();
  await db.deleteFrom('tasks').where('company_id', '=', auth.companyId).where('id', '=', id).execute();
}
