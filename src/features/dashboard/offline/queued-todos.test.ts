// The to-do list as the person left it: the server's list with the changes still on this device
// laid over it in order, including changes to a to-do whose creation already reached the server
// (matched through the id it was given) and a delete of one added offline.
import { describe, expect, it } from 'vitest';
import type { Todo } from '../../../../contract/company';
import type { OutboxItem } from '../../../offline/db';
import { todoRows } from './queued-todos';
import { todoEntityKey, type TodoRef } from './todo-changes';

const todo = (id: number, title: string, done = false): Todo => ({
  id,
  title,
  is_completed: done,
  due_date: null,
  created_at: '2026-01-01T00:00:00Z',
});

let seq = 0;
function change(kind: string, todoRef: TodoRef, body: unknown, extra: Partial<OutboxItem> = {}): OutboxItem {
  seq++;
  return {
    id: 'created' in todoRef && kind === 'todos.add' ? todoRef.created : `change-${seq}`,
    kind,
    method: 'PATCH',
    path: '',
    body,
    entity_key: todoEntityKey(todoRef),
    created_at: '2026-01-01T00:00:00Z',
    seq,
    attempts: 0,
    next_attempt_at: 0,
    state: 'pending',
    last_error: null,
    ...extra,
  };
}

const view = (rows: ReturnType<typeof todoRows>) =>
  rows.map((r) => `${r.title}${r.is_completed ? ' [x]' : ''}${r.waiting ? ' (waiting)' : ''}`);

describe('todoRows', () => {
  it('shows added to-dos first, with ticks, renames and deletes applied in order', () => {
    const rows = todoRows([todo(1, 'Order gloves'), todo(2, 'Call the depot')], {
      items: [
        change('todos.add', { created: 'a' }, { title: 'Wash the van' }),
        change('todos.rename', { created: 'a' }, { title: 'Wash the vans' }, { created_by: 'a' }),
        change('todos.tick', { id: 1 }, { is_completed: true }),
        change('todos.delete', { id: 2 }, undefined),
        change('todos.add', { created: 'b' }, { title: 'Fill in the log' }),
        change('todos.delete', { created: 'b' }, undefined, { created_by: 'b' }),
      ],
      createdIds: new Map(),
    });
    expect(view(rows)).toEqual(['Wash the vans (waiting)', 'Order gloves [x] (waiting)']);
  });

  it('applies a change to a to-do created offline to its server copy once the server has it', () => {
    const rows = todoRows([todo(7, 'Wash the van')], {
      items: [change('todos.tick', { created: 'a' }, { is_completed: true }, { created_by: 'a' })],
      createdIds: new Map([['a', 7]]),
    });
    expect(view(rows)).toEqual(['Wash the van [x] (waiting)']);
    expect(rows[0]!.key).toBe('todo:7');
  });

  it('marks a to-do whose change the server refused with its message', () => {
    const rows = todoRows([], {
      items: [change('todos.add', { created: 'a' }, { title: 'x' }, { state: 'failed', last_error: 'Too long' })],
      createdIds: new Map(),
    });
    expect(rows[0]).toMatchObject({ title: 'x', problem: 'Too long' });
  });
});
