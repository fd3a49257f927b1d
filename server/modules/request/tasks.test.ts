// Tasks: create with assignees and a due date, move between board columns (top of the new column
// unless a position is given), list filters and paging, the board, and who may delete.
import { describe, expect, it } from 'vitest';
import type { Paginated } from '../../../contract/pagination';
import type { Task, TaskBoard } from '../../../contract/requests';
import { createTestCompany, createTestUser, type TestUser } from '../../test/helpers';
import { useApiTestContext } from './api-test-context';

const BASE = '/request/api';
const { ctx, call } = useApiTestContext();

async function makeTask(user: TestUser, body: object = {}): Promise<Task> {
  const res = await call(user, 'POST', `${BASE}/tasks/`, { title: 'Fix the gate', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('tasks', () => {
  it('are created with assignees and a due date, and refuse another company’s staff', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    const other = await createTestCompany(ctx());
    const task = await makeTask(admin, { assignees: [staff.staffId, admin.staffId], due_date: '2030-01-31' });
    expect(task).toMatchObject({ status: 'todo', due_date: '2030-01-31', created_by: { id: admin.staffId } });
    expect(task.assignees.map((a) => a.id).sort()).toEqual([admin.staffId, staff.staffId].sort());
    const foreign = await call(admin, 'POST', `${BASE}/tasks/`, { title: 'x', assignees: [other.staff.staffId] });
    expect(foreign.statusCode).toBe(400);
  });

  it('move to the top of their new column, or to a given position', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    const a = await makeTask(staff, { title: 'A', status: 'in_progress' });
    const b = await makeTask(staff, { title: 'B' });
    const moved = (await call(staff, 'PATCH', `${BASE}/task/${b.id}/`, { status: 'in_progress' })).json<Task>();
    expect(moved.status).toBe('in_progress');
    expect(moved.position).toBeLessThan(a.position);
    const placed = (await call(staff, 'PATCH', `${BASE}/task/${b.id}/`, { position: a.position + 1 })).json<Task>();
    expect(placed.position).toBe(a.position + 1);

    const board = (await call(admin, 'GET', `${BASE}/tasks-board/`)).json<TaskBoard>();
    expect(board.tasks.filter((t) => t.status === 'in_progress').map((t) => t.title)).toEqual(['A', 'B']);
    expect(board.truncated).toBe(false);
  });

  it('list pages and filters by status, assignee and overdue', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    for (let i = 0; i < 3; i++)
      await makeTask(admin, { title: `Mine ${i}`, assignees: [staff.staffId], due_date: `2030-01-0${i + 1}` });
    await makeTask(admin, { title: 'Late', due_date: '2000-01-01' });
    await makeTask(admin, { title: 'Done late', due_date: '2000-01-01', status: 'done' });

    const mine = (await call(staff, 'GET', `${BASE}/tasks/?assignee=me&page_size=2`)).json<Paginated<Task>>();
    expect(mine.count).toBe(3);
    expect(mine.results.map((t) => t.title)).toEqual(['Mine 0', 'Mine 1']);
    const overdue = (await call(staff, 'GET', `${BASE}/tasks/?overdue=true`)).json<Paginated<Task>>();
    expect(overdue.results.map((t) => t.title)).toEqual(['Late']);
    const done = (await call(staff, 'GET', `${BASE}/tasks/?status=done`)).json<Paginated<Task>>();
    expect(done.results.map((t) => t.title)).toEqual(['Done late']);
  });

  it('are deleted by their creator or a request admin only', async () => {
    const { companyId, admin, staff } = await createTestCompany(ctx());
    const colleague = await createTestUser(ctx(), companyId);
    const task = await makeTask(staff);
    expect((await call(colleague, 'DELETE', `${BASE}/task/${task.id}/`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `${BASE}/task/${task.id}/`)).statusCode).toBe(204);
    expect((await call(staff, 'GET', `${BASE}/task/${task.id}/`)).statusCode).toBe(404);
  });
});
