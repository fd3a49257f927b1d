// todos rows → the contract's Todo (due_date stays a 'YYYY-MM-DD' string; created_at goes ISO).
import type { Selectable } from 'kysely';
import type { Todo } from '../../../contract/company';
import type { TodosTable } from '../../db/schema';

export function presentTodo(row: Selectable<TodosTable>): Todo {
  return {
    id: row.id,
    title: row.title,
    is_completed: row.is_completed,
    due_date: row.due_date,
    created_at: row.created_at.toISOString(),
  };
}
