// Rows for tests and isolation cases, written straight to the database (no API call), so a case can
// seed another company it cannot reach through the API.
import type { Database } from '../../db/database';

export async function insertRequestType(
  db: Database,
  companyId: number,
  values: { name?: string; is_time_off?: boolean; approver_staff_id?: number | null; is_active?: boolean } = {},
): Promise<number> {
  const row = await db
    .insertInto('request_types')
    .values({ company_id: companyId, name: values.name ?? 'General', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRequest(
  db: Database,
  companyId: number,
  requesterStaffId: number,
  values: { title?: string; request_type_id?: number; approver_staff_id?: number | null } = {},
): Promise<number> {
  const typeId = values.request_type_id ?? (await insertRequestType(db, companyId));
  const row = await db
    .insertInto('requests')
    .values({
      company_id: companyId,
      request_type_id: typeId,
      requester_staff_id: requesterStaffId,
      approver_staff_id: values.approver_staff_id ?? null,
      title: values.title ?? 'A request',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTask(
  db: Database,
  companyId: number,
  creatorStaffId: number,
  values: { title?: string; assignee?: number } = {},
): Promise<number> {
  const row = await db
    .insertInto('tasks')
    .values({ company_id: companyId, title: values.title ?? 'A task', created_by_staff_id: creatorStaffId })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.assignee) {
    await db
      .insertInto('task_assignees')
      .values({ company_id: companyId, task_id: row.id, staff_id: values.assignee })
      .execute();
  }
  return row.id;
}
