// A staff member's personal to-dos. Every query is scoped by company and staff: a to-do belongs to
// one person, and nobody else (not even an admin) reads or changes it.
import type { Database } from '../../db/database';

interface Owner {
  companyId: number;
  staffId: number;
}
export interface TodoValues {
  title?: string;
  is_completed?: boolean;
  due_date?: string | null;
}

function ownedBy(db: Database, owner: Owner) {
  return db.selectFrom('todos').where('company_id', '=', owner.companyId).where('staff_id', '=', owner.staffId);
}

export async function listTodos(db: Database, owner: Owner, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    ownedBy(db, owner)
      .selectAll()
      // Open to-dos first, newest first: what the dashboard card shows at the top.
      .orderBy('is_completed')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    ownedBy(db, owner)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

export function insertTodo(db: Database, owner: Owner, values: Required<TodoValues>) {
  return db
    .insertInto('todos')
    .values({ ...values, company_id: owner.companyId, staff_id: owner.staffId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findTodo(db: Database, owner: Owner, id: number) {
  return ownedBy(db, owner).selectAll().where('id', '=', id).executeTakeFirst();
}

export function updateTodo(db: Database, owner: Owner, id: number, values: TodoValues) {
  return db
    .updateTable('todos')
    .set(values)
    .where('id', '=', id)
    .where('company_id', '=', owner.companyId)
    .where('staff_id', '=', owner.staffId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteTodo(db: Database, owner: Owner, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('todos')
    .where('id', '=', id)
    .where('company_id', '=', owner.companyId)
    .where('staff_id', '=', owner.staffId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
