// The to-dos' outbox kinds: add, tick, rename and delete (issue 21). Each is saved on the device
// first and shown at once from the outbox (queued-todos.ts); the engine sends them in order with
// their outbox id as Idempotency-Key, so a change whose answer was lost is applied once. When the
// server has taken one, its answer goes into the cached list at once (so the list does not flash
// back while it refetches), and the list is refetched once a run of changes is over.
import type { QueryClient } from '@tanstack/react-query';
import type { Todo } from '../../../../contract/company';
import type { Paginated } from '../../../../contract/pagination';
import { registerOutboxKind } from '../../../offline/kinds';
import { getTodosQueryOptions } from '../api/get-todos';
import {
  addRequest,
  changeRequest,
  deleteRequest,
  TODO_ADD_KIND,
  TODO_DELETE_KIND,
  TODO_RENAME_KIND,
  TODO_TICK_KIND,
  type QueuedTodoAdd,
  type QueuedTodoChange,
  type QueuedTodoDelete,
} from './todo-changes';

/** How long the list waits after a sent change before it refetches (a drain sends several). */
const LIST_REFRESH_DELAY_MS = 150;

const isTodo = (value: unknown): value is Todo =>
  typeof value === 'object' && value !== null && typeof (value as Todo).id === 'number';

/** The id in a sent change's path (account/api/todo/{id}/). */
const idInPath = (path: string): number | null => {
  const match = /\/todo\/(\d+)\/$/.exec(path);
  return match ? Number(match[1]) : null;
};

export function registerTodoKinds(queryClient: QueryClient): void {
  const listRoot = getTodosQueryOptions(undefined, undefined).queryKey.slice(0, 1);
  let refresh: ReturnType<typeof setTimeout> | undefined;
  const refreshSoon = () => {
    clearTimeout(refresh);
    refresh = setTimeout(() => void queryClient.invalidateQueries({ queryKey: listRoot }), LIST_REFRESH_DELAY_MS);
  };
  const editList = (change: (todos: Todo[]) => Todo[]) => {
    queryClient.setQueriesData<Paginated<Todo>>({ queryKey: listRoot }, (page) => {
      if (!page) return page;
      const results = change(page.results);
      return { ...page, results, count: page.count + results.length - page.results.length };
    });
    refreshSoon();
  };
  const putTodo = (result: unknown) => {
    if (!isTodo(result)) return refreshSoon();
    editList((todos) =>
      todos.some((t) => t.id === result.id) ? todos.map((t) => (t.id === result.id ? result : t)) : [result, ...todos],
    );
  };

  registerOutboxKind<QueuedTodoAdd>({
    kind: TODO_ADD_KIND,
    label: 'sync.kinds.todoAdd',
    toRequest: addRequest,
    createdId: (result) => (isTodo(result) ? result.id : undefined),
    onDone: putTodo,
  });
  registerOutboxKind<QueuedTodoChange>({
    kind: TODO_TICK_KIND,
    label: 'sync.kinds.todoTick',
    toRequest: changeRequest,
    onDone: putTodo,
  });
  registerOutboxKind<QueuedTodoChange>({
    kind: TODO_RENAME_KIND,
    label: 'sync.kinds.todoRename',
    toRequest: changeRequest,
    onDone: putTodo,
  });
  registerOutboxKind<QueuedTodoDelete>({
    kind: TODO_DELETE_KIND,
    label: 'sync.kinds.todoDelete',
    toRequest: deleteRequest,
    // Deleted already (in another tab or device): what the user asked for holds.
    doneOn: [404],
    onDone: (_result, item) => {
      const id = idInPath(item.path);
      editList((todos) => todos.filter((t) => t.id !== id));
    },
  });
}
