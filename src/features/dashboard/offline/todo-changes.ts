// What a to-do change queues, and the request each becomes (zod-free and small: registered at
// start-up, since the dashboard queues them). A to-do added on this device has no server id until
// its creation is answered: changes to it meanwhile name the creating change (its outbox id, also
// its Idempotency-Key) and share its entity key, so they wait behind it and are sent to the id the
// server gave it (src/offline/replay.ts).
import type { TodoPatch } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import { CREATED_ID, type QueuedRequest } from '../../../offline/kinds';

export const TODO_ADD_KIND = 'todos.add';
export const TODO_TICK_KIND = 'todos.tick';
export const TODO_RENAME_KIND = 'todos.rename';
export const TODO_DELETE_KIND = 'todos.delete';

export const TODO_KINDS: ReadonlySet<string> = new Set([
  TODO_ADD_KIND,
  TODO_TICK_KIND,
  TODO_RENAME_KIND,
  TODO_DELETE_KIND,
]);

/** Longest to-do title the server takes (contract todoInputSchema). */
export const TODO_TITLE_MAX = 500;

/** A to-do the server has (its id), or one added on this device (the id of the change adding it). */
export type TodoRef = { id: number } | { created: string };

export interface QueuedTodoAdd {
  /** The id the adding change is queued under: the to-do's name on this device until sent. */
  key: string;
  title: string;
}

export interface QueuedTodoChange {
  todo: TodoRef;
  patch: TodoPatch;
}

export interface QueuedTodoDelete {
  todo: TodoRef;
}

const ENTITY_PREFIX = 'todo:';

/** One to-do's changes replay in order: by its server id, or the id of the change that adds it. */
export function todoEntityKey(todo: TodoRef): string {
  return `${ENTITY_PREFIX}${'id' in todo ? todo.id : todo.created}`;
}

/** The to-do a queued change is about, read back from its entity key. */
export function todoOfEntityKey(entityKey: string): TodoRef | null {
  if (!entityKey.startsWith(ENTITY_PREFIX)) return null;
  const rest = entityKey.slice(ENTITY_PREFIX.length);
  return /^\d+$/.test(rest) ? { id: Number(rest) } : { created: rest };
}

function addressOf(todo: TodoRef): Pick<QueuedRequest, 'path' | 'entityKey' | 'createdBy'> {
  if ('id' in todo) return { path: API_PATHS.todoDetail(todo.id), entityKey: todoEntityKey(todo) };
  return { path: `${API_PATHS.todos}${CREATED_ID}/`, entityKey: todoEntityKey(todo), createdBy: todo.created };
}

export const addRequest = ({ key, title }: QueuedTodoAdd): QueuedRequest => ({
  method: 'POST',
  path: API_PATHS.todos,
  body: { title },
  entityKey: todoEntityKey({ created: key }),
});

export const changeRequest = ({ todo, patch }: QueuedTodoChange): QueuedRequest => ({
  method: 'PATCH',
  body: patch,
  ...addressOf(todo),
});

export const deleteRequest = ({ todo }: QueuedTodoDelete): QueuedRequest => ({
  method: 'DELETE',
  body: undefined,
  ...addressOf(todo),
});
