// Checklists: made from a template and assigned to staff, read, filled and deleted. Writes run under
// the version check of people §4: the row is locked, the version the write was based on compared
// with the current one, and an older one answered 409 with the current checklist (the client merges
// its change into it). A write that changes nothing keeps the version, so a re-sent merge is free.
import type { FastifyRequest } from 'fastify';
import type {
  Checklist,
  ChecklistConflict,
  ChecklistCreate,
  ChecklistItemChange,
  ChecklistListParams,
  ChecklistSummary,
} from '../../../contract/checklists';
import {
  CHECKLIST_UNKNOWN_ITEM,
  CHECKLIST_UNKNOWN_STAFF,
  CHECKLIST_UPDATED_ELSEWHERE,
  isChecklistComplete,
  isItemDone,
} from '../../../contract/checklist-constants';
import type { Paginated } from '../../../contract/pagination';
import type { Database } from '../../db/database';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { pageWindow, paginated } from '../../lib/pagination';
import { Reply, type AuthContext } from '../../lib/route';
import { fileUrl } from './checklist-files';
import { presentChecklist, presentChecklistSummary, presentItem } from './checklist.presenter';
import {
  checklistFiles,
  checklistItems,
  deleteChecklist,
  findChecklist,
  insertChecklist,
  listChecklists,
  lockChecklist,
  setAssignees,
  staffOfCompany,
  updateChecklistRow,
  updateItem,
  type ChecklistRow,
} from './checklists.repository';
import { valueError } from './item-values';
import { canFill, isChecklistAdmin } from './permissions';
import { findTemplate, templateItems } from './templates.repository';

async function checkAssignees(db: Database, companyId: number, ids: number[]): Promise<void> {
  const known = await staffOfCompany(db, companyId, ids);
  if (known.length !== ids.length) throw ValidationError.field('assignees', CHECKLIST_UNKNOWN_STAFF);
}

/** The checklist if the caller may see it: another company's, or one not theirs, is 404. */
async function visibleChecklist(db: Database, auth: AuthContext, id: number): Promise<ChecklistRow> {
  const row = await findChecklist(db, auth.companyId, id);
  if (
    !row ||
    !canFill(
      auth,
      row.assignees.map((a) => a.id),
    )
  )
    throw new NotFoundError();
  return row;
}

async function present(db: Database, companyId: number, row: ChecklistRow): Promise<Checklist> {
  const [items, files] = await Promise.all([
    checklistItems(db, companyId, [row.id]),
    checklistFiles(db, companyId, row.id),
  ]);
  const byId = new Map(files.map((f) => [f.id, f.file]));
  return presentChecklist(
    row,
    items.map((item) =>
      presentItem(item, (fileId) => (byId.has(fileId) ? fileUrl(companyId, byId.get(fileId)!) : null)),
    ),
  );
}

export async function createChecklist(db: Database, auth: AuthContext, input: ChecklistCreate): Promise<Checklist> {
  const template = await findTemplate(db, auth.companyId, input.template);
  if (!template) throw new NotFoundError();
  const assignees = [...new Set(input.assignees)];
  await checkAssignees(db, auth.companyId, assignees);
  const id = await insertChecklist(
    db,
    {
      company_id: auth.companyId,
      template_id: template.id,
      template_name: template.name,
      title: input.title ?? template.name,
      description: input.description ?? template.description,
      due_date: input.due_date ?? null,
      created_by_staff_id: auth.staffId,
    },
    await templateItems(db, auth.companyId, template.id),
  );
  await setAssignees(db, auth.companyId, id, assignees);
  return present(db, auth.companyId, (await findChecklist(db, auth.companyId, id))!);
}

export async function getChecklist(db: Database, auth: AuthContext, id: number): Promise<Checklist> {
  return present(db, auth.companyId, await visibleChecklist(db, auth, id));
}

export async function listChecklistPage(
  db: Database,
  auth: AuthContext,
  query: ChecklistListParams,
  request: FastifyRequest,
): Promise<Paginated<ChecklistSummary>> {
  // Staff see the checklists assigned to them; checklist admins see all, or one person's.
  const assignee = !isChecklistAdmin(auth) || query.assigned_to === 'me' ? auth.staffId : query.assigned_to;
  const { rows, count } = await listChecklists(db, auth.companyId, {
    assignee,
    status: query.status,
    template: query.template,
    search: query.search,
    ...pageWindow(query),
  });
  const items = await checklistItems(
    db,
    auth.companyId,
    rows.map((row) => row.id),
  );
  const results = rows.map((row) =>
    presentChecklistSummary(
      row,
      items.filter((item) => item.checklist_id === row.id),
    ),
  );
  return paginated(request, query, count, results);
}

/** A write's changes: PUT lists every field and item, PATCH some. */
export interface ChecklistWrite {
  version: number;
  title?: string;
  description?: string;
  due_date?: string | null;
  assignees?: number[];
  items?: ChecklistItemChange[];
}

/** 409: the checklist as it is now, for the client to merge into. */
async function conflict(db: Database, companyId: number, row: ChecklistRow): Promise<Reply<ChecklistConflict>> {
  const checklist = await present(db, companyId, row);
  return new Reply(409, { detail: CHECKLIST_UPDATED_ELSEWHERE, code: 'conflict', version: row.version, checklist });
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** Which of the checklist's own fields the write changes; changing them is for checklist admins. */
function headerChanges(row: ChecklistRow, write: ChecklistWrite) {
  const changes: { title?: string; description?: string; due_date?: string | null } = {};
  if (write.title !== undefined && write.title !== row.title) changes.title = write.title;
  if (write.description !== undefined && write.description !== row.description) changes.description = write.description;
  if (write.due_date !== undefined && write.due_date !== row.due_date) changes.due_date = write.due_date;
  const assignees =
    write.assignees !== undefined &&
    !sameSet(
      write.assignees,
      row.assignees.map((a) => a.id),
    )
      ? [...new Set(write.assignees)]
      : undefined;
  return { changes, assignees };
}

/**
 * When an item was done: the time the device says the person did it (a tick saved offline arrives
 * later), kept within what the server knows, as the outbox keeps a clock set back from holding the
 * queue: not after the change reached the server (a clock running ahead), nor before the checklist
 * existed (a clock set back). The server's time when the device sent none.
 */
export function completionTime(clientTime: string | undefined, now: Date, checklistCreatedAt: Date): Date {
  if (clientTime === undefined) return now;
  const at = Date.parse(clientTime);
  return new Date(Math.min(now.getTime(), Math.max(checklistCreatedAt.getTime(), at)));
}

/**
 * PUT (`replaceAll`: items left out are cleared) or PATCH. Answers the checklist, or a 409 Reply when
 * the write was based on an older version.
 */
export async function writeChecklist(
  db: Database,
  auth: AuthContext,
  id: number,
  write: ChecklistWrite,
  replaceAll: boolean,
): Promise<Checklist | Reply<ChecklistConflict>> {
  if (!(await lockChecklist(db, auth.companyId, id))) throw new NotFoundError();
  const row = await visibleChecklist(db, auth, id);
  if (write.version !== row.version) return conflict(db, auth.companyId, row);

  const { changes, assignees } = headerChanges(row, write);
  if ((Object.keys(changes).length > 0 || assignees) && !isChecklistAdmin(auth)) {
    throw new ForbiddenError('Only checklist admins change the title, description, due date or assignees.');
  }
  if (assignees) await checkAssignees(db, auth.companyId, assignees);

  const items = await checklistItems(db, auth.companyId, [id]);
  const files = new Set((await checklistFiles(db, auth.companyId, id)).map((f) => f.id));
  const asked = new Map((write.items ?? []).map((change) => [change.id, change]));
  const errors: Record<string, string[]> = {};
  (write.items ?? []).forEach((change, index) => {
    const item = items.find((i) => i.id === change.id);
    const error = item ? valueError(item, change.value, files) : CHECKLIST_UNKNOWN_ITEM;
    if (error) errors[`items.${index}.value`] = [error];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const now = new Date();
  let changedItems = 0;
  const after = items.map((item) => {
    const change = asked.get(item.id);
    const value = change ? change.value : replaceAll ? null : item.value;
    if (value === item.value) return item;
    changedItems++;
    // Whoever makes an item done (or changes a done item's answer) completed it, when they did it.
    const done = isItemDone(item.kind, value);
    const completion = done
      ? { completed_by_staff_id: auth.staffId, completed_at: completionTime(change?.client_time, now, row.created_at) }
      : { completed_by_staff_id: null, completed_at: null };
    return { ...item, value, ...completion };
  });
  if (changedItems === 0 && Object.keys(changes).length === 0 && !assignees) return present(db, auth.companyId, row);

  for (const [index, item] of after.entries()) {
    if (item !== items[index]) await updateItem(db, item.id, item);
  }
  if (assignees) await setAssignees(db, auth.companyId, id, assignees);
  const complete = isChecklistComplete(after);
  // Completed when its last item was done (on the device, for a round of ticks sent later).
  const lastDone = Math.max(...after.map((item) => (item.completed_at ? new Date(item.completed_at).getTime() : 0)));
  await updateChecklistRow(db, auth.companyId, id, {
    ...changes,
    completed_at: complete ? (row.completed_at ?? (lastDone > 0 ? new Date(lastDone) : now)) : null,
    updated_by_staff_id: auth.staffId,
  });
  return present(db, auth.companyId, (await findChecklist(db, auth.companyId, id))!);
}

export async function removeChecklist(
  db: Database,
  auth: AuthContext,
  id: number,
  version: number,
): Promise<Reply<ChecklistConflict> | null> {
  if (!(await lockChecklist(db, auth.companyId, id))) throw new NotFoundError();
  const row = await visibleChecklist(db, auth, id);
  if (version !== row.version) return conflict(db, auth.companyId, row);
  // Its images stay on disk, unreachable: the serving route looks for their row, which is gone.
  await deleteChecklist(db, auth.companyId, id);
  return null;
}

/** Uploading an image for a checklist is filling it: its assignees and checklist admins. */
export async function checkFillable(db: Database, auth: AuthContext, id: number): Promise<void> {
  await visibleChecklist(db, auth, id);
}
