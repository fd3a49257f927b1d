// The Progress Board's arithmetic, apart from React: tasks grouped into their status columns in
// board order, the column a keyboard move goes to, and which cards of a long column are drawn.
import type { BoardTask } from '../../../../contract/requests';
import { TASK_STATUSES, type TaskStatus } from '../../../../contract/requests-constants';

export type Columns = Record<TaskStatus, BoardTask[]>;

/** Each column's tasks, smallest position first (the server's order; newest first on ties). */
export function groupColumns(tasks: readonly BoardTask[]): Columns {
  const columns = Object.fromEntries(TASK_STATUSES.map((s) => [s, [] as BoardTask[]])) as Columns;
  for (const task of tasks) columns[task.status].push(task);
  for (const status of TASK_STATUSES) columns[status].sort((a, b) => a.position - b.position || b.id - a.id);
  return columns;
}

/** The column left (-1) or right (+1) of `status`, or null at the board's edge. */
export function neighbourColumn(status: TaskStatus, step: -1 | 1): TaskStatus | null {
  return TASK_STATUSES[TASK_STATUSES.indexOf(status) + step] ?? null;
}

/** Cards [from, to) of a column to draw: those in view and a few either side, so scrolling stays smooth. */
export function cardWindow(scrollTop: number, height: number, cardHeight: number, count: number, spare = 4) {
  const from = Math.max(0, Math.floor(scrollTop / cardHeight) - spare);
  const to = Math.min(count, Math.ceil((scrollTop + height) / cardHeight) + spare);
  return { from, to: Math.max(from, to) };
}
