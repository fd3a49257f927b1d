// The to-do list as the person left it: the server's list with the changes still waiting on this
// device laid over it, oldest first (added to-dos on top, ticks, renames, deletes), so what they did
// shows at once and survives a reload, until the server has it.
import type { Todo, TodoPatch } from '../../../../contract/company';
import type { OutboxItem } from '../../../offline/db';
import type { QueuedChanges } from '../../../offline/use-outbox';
import {
  TODO_ADD_KIND,
  TODO_DELETE_KIND,
  TODO_RENAME_KIND,
  TODO_TICK_KIND,
  todoOfEntityKey,
  type QueuedTodoAdd,
  type TodoRef,
} from './todo-changes';

export interface TodoRow {
  /** Stable while the to-do lives, through its creation on the server (React key). */
  key: string;
  ref: TodoRef;
  title: string;
  is_completed: boolean;
  /** Added or changed on this device, not on the server yet. */
  waiting: boolean;
  /** Why the server refused a change to it (the change needs attention), or null. */
  problem: string | null;
}

const rowOf = (todo: Todo): TodoRow => ({
  key: `todo:${todo.id}`,
  ref: { id: todo.id },
  title: todo.title,
  is_completed: todo.is_completed,
  waiting: false,
  problem: null,
});

const sameRef = (a: TodoRef, b: TodoRef) =>
  'id' in a ? 'id' in b && a.id === b.id : 'created' in b && a.created === b.created;

/** A change's to-do, by its server id once the device knows it. */
function targetOf(item: OutboxItem, createdIds: QueuedChanges['createdIds']): TodoRef | null {
  const ref = todoOfEntityKey(item.entity_key);
  if (!ref || 'id' in ref) return ref;
  const id = createdIds.get(ref.created);
  return typeof id === 'number' ? { id } : ref;
}

export function todoRows(server: Todo[] | undefined, queued: QueuedChanges): TodoRow[] {
  let rows = (server ?? []).map(rowOf);
  for (const item of queued.items) {
    const problem = item.state === 'failed' ? (item.last_error ?? '') : null;
    if (item.kind === TODO_ADD_KIND) {
      // The body is the request ({title}); the to-do's name on this device is the change's id.
      const { title } = item.body as Pick<QueuedTodoAdd, 'title'>;
      rows = [
        {
          key: `local:${item.id}`,
          ref: { created: item.id },
          title,
          is_completed: false,
          waiting: true,
          problem,
        },
        ...rows,
      ];
      continue;
    }
    const target = targetOf(item, queued.createdIds);
    if (!target) continue;
    if (item.kind === TODO_DELETE_KIND) {
      rows = rows.filter((row) => !sameRef(row.ref, target));
      continue;
    }
    if (item.kind !== TODO_TICK_KIND && item.kind !== TODO_RENAME_KIND) continue;
    const patch = item.body as TodoPatch;
    rows = rows.map((row) =>
      sameRef(row.ref, target)
        ? {
            ...row,
            ...(patch.title === undefined ? {} : { title: patch.title }),
            ...(patch.is_completed === undefined ? {} : { is_completed: patch.is_completed }),
            waiting: true,
            problem: problem ?? row.problem,
          }
        : row,
    );
  }
  // Open to-dos first, as the server orders them; otherwise newest first.
  return rows.sort((a, b) => Number(a.is_completed) - Number(b.is_completed));
}
