// Task endpoints (spec people §7: GET request/api/task/{id}/; the list, board, create, update and
// delete paths are this product's, in contract/paths.ts). All need the request app (shell §2.3:
// Task/Order shows when the request app is active).
import {
  taskBoardQuerySchema,
  taskCreateSchema,
  taskListQuerySchema,
  taskUpdateSchema,
} from '../../../contract/requests';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route } from '../../lib/route';
import { createTask, deleteTask, listTasks, taskBoard, taskDetail, updateTask } from './tasks.service';

const BASE = '/request/api';
const app = 'request' as const;

export const taskRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/tasks/`,
    app,
    query: taskListQuerySchema,
    handler: ({ db, auth, query, request }) => listTasks(db, auth, query, request),
  }),
  route({
    method: 'POST',
    url: `${BASE}/tasks/`,
    app,
    body: taskCreateSchema,
    handler: async ({ db, auth, body }) => created(await createTask(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/tasks-board/`,
    app,
    query: taskBoardQuerySchema,
    handler: ({ db, auth, query }) => taskBoard(db, auth, query),
  }),
  route({
    method: 'GET',
    url: `${BASE}/task/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => taskDetail(db, auth, params.id),
  }),
  route({
    method: 'PATCH',
    url: `${BASE}/task/:id/`,
    app,
    params: idParamsSchema,
    body: taskUpdateSchema,
    handler: ({ db, auth, params, body }) => updateTask(db, auth, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/task/:id/`,
    app,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => {
      await deleteTask(db, auth, params.id);
      return noContent();
    },
  }),
];
