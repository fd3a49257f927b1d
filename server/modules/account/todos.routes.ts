// To-do endpoints: the signed-in staff member's own list (spec shell §3; ARCHITECTURE.md pagination).
// Writes are safe to replay from the outbox: the route layer honours Idempotency-Key.
import { todoInputSchema, todoPatchSchema } from '../../../contract/company';
import { paginationQuerySchema } from '../../../contract/pagination';
import { created, noContent, route } from '../../lib/route';
import { idParamsSchema } from '../../lib/params';
import { changeTodo, createTodo, getTodos, removeTodo } from './todos.service';

export const todosRoutes = [
  route({
    method: 'GET',
    url: '/account/api/todo/',
    query: paginationQuerySchema,
    handler: ({ db, auth, query, request }) => getTodos(db, auth, query, request),
  }),
  route({
    method: 'POST',
    url: '/account/api/todo/',
    body: todoInputSchema,
    handler: async ({ db, auth, body }) => created(await createTodo(db, auth, body)),
  }),
  route({
    method: 'PATCH',
    url: '/account/api/todo/:id/',
    params: idParamsSchema,
    body: todoPatchSchema,
    handler: ({ db, auth, params, body }) => changeTodo(db, auth, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: '/account/api/todo/:id/',
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => {
      await removeTodo(db, auth, params.id);
      return noContent();
    },
  }),
];
