// Personal to-dos of the signed-in staff member. Another person's to-do answers 404, whether it is
// in this company or another: a to-do is private, so its existence is not confirmed either.
import type { Todo, TodoInput, TodoPatch } from '../../../contract/company';
import type { Paginated, PaginationQuery } from '../../../contract/pagination';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { pageWindow, paginated } from '../../lib/pagination';
import { presentTodo } from './todos.presenter';
import { deleteTodo, findTodo, insertTodo, listTodos, updateTodo } from './todos.repository';

const ownerOf = (auth: AuthContext) => ({ companyId: auth.companyId, staffId: auth.staffId });

export async function getTodos(
  db: Database,
  auth: AuthContext,
  query: PaginationQuery,
  request: FastifyRequest,
): Promise<Paginated<Todo>> {
  const { rows, count } = await listTodos(db, ownerOf(auth), pageWindow(query));
  return paginated(request, query, count, rows.map(presentTodo));
}

export async function createTodo(db: Database, auth: AuthContext, input: TodoInput): Promise<Todo> {
  return presentTodo(await insertTodo(db, ownerOf(auth), input));
}

export async function changeTodo(db: Database, auth: AuthContext, id: number, patch: TodoPatch): Promise<Todo> {
  const owner = ownerOf(auth);
  const nothingToChange = Object.values(patch).every((value) => value === undefined);
  const row = nothingToChange ? await findTodo(db, owner, id) : await updateTodo(db, owner, id, patch);
  if (!row) throw new NotFoundError();
  return presentTodo(row);
}

export async function removeTodo(db: Database, auth: AuthContext, id: number): Promise<void> {
  if (!(await deleteTodo(db, ownerOf(auth), id))) throw new NotFoundError();
}
