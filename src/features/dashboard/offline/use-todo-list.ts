// The to-do list the card shows (the server's, with what waits on this device laid over it) and the
// person's actions on it. Every action is written to the outbox first and resolves once it is safe
// on this device; the engine sends it when it can (ARCHITECTURE.md sync rule 1). Ticks and renames
// of the same to-do not sent yet replace each other: the server gets the last state, once.
import { queueChange, queueLatestChange } from '../../../offline/queue';
import { useQueuedChanges } from '../../../offline/use-outbox';
import { useTodos } from '../api/get-todos';
import { todoRows } from './queued-todos';
import {
  TODO_ADD_KIND,
  TODO_DELETE_KIND,
  TODO_KINDS,
  TODO_RENAME_KIND,
  TODO_TICK_KIND,
  type QueuedTodoAdd,
  type QueuedTodoChange,
  type QueuedTodoDelete,
  type TodoRef,
} from './todo-changes';

export function useTodoList() {
  const query = useTodos();
  const queued = useQueuedChanges(TODO_KINDS);
  return {
    query,
    /** Undefined until the device's queue was read (the server's list may still be loading). */
    rows: queued ? todoRows(query.data?.results, queued) : undefined,
  };
}

export const todoActions = {
  add: async (title: string): Promise<void> => {
    // The change's id names the to-do on this device until the server gave it one.
    const key = crypto.randomUUID();
    await queueChange<QueuedTodoAdd>(TODO_ADD_KIND, { key, title }, { id: key });
  },
  tick: async (todo: TodoRef, done: boolean): Promise<void> => {
    await queueLatestChange<QueuedTodoChange>(TODO_TICK_KIND, { todo, patch: { is_completed: done } });
  },
  rename: async (todo: TodoRef, title: string): Promise<void> => {
    await queueLatestChange<QueuedTodoChange>(TODO_RENAME_KIND, { todo, patch: { title } });
  },
  remove: async (todo: TodoRef): Promise<void> => {
    await queueChange<QueuedTodoDelete>(TODO_DELETE_KIND, { todo });
  },
};
