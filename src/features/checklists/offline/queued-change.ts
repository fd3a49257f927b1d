// What the checklist change kind queues, and reading it back. The PATCH body carries, next to the
// API's fields, `base`: the values the change started from (the server ignores it; the device needs
// it to merge three ways on a 409, even after a reload). Each item carries `client_time`, when the
// person set it on the device, so a tick sent later is still dated when it was done.
import type { ChecklistItemChange } from '../../../../contract/checklists';
import { API_PATHS } from '../../../../contract/paths';
import { changesToBody, HEADER_FIELDS, itemKey } from '../lib/fields';
import type { FieldMap, FieldValue } from '../lib/merge';

export const CHECKLIST_CHANGE_KIND = 'checklist.change';
export const CHECKLIST_UPLOAD_KIND = 'checklist.upload';

export const checklistEntityKey = (checklistId: number) => `checklist:${checklistId}`;

export interface QueuedChecklistChange {
  checklistId: number;
  /** The version of the checklist the change is based on. */
  version: number;
  changes: FieldMap;
  base: FieldMap;
  /** Field → when the person set it on this device (ISO with offset); kept through folds and merges. */
  times?: Record<string, string>;
}

export function changeRequest(input: QueuedChecklistChange) {
  return {
    method: 'PATCH' as const,
    path: API_PATHS.checklistDetail(input.checklistId),
    body: { version: input.version, ...changesToBody(input.changes, input.times), base: input.base },
    entityKey: checklistEntityKey(input.checklistId),
  };
}

type Body = Partial<Record<(typeof HEADER_FIELDS)[number], FieldValue>> & {
  version: number;
  items?: ChecklistItemChange[];
  base?: FieldMap;
};

/** The change a queued PATCH carries, read back from its body. */
export function readChange(checklistId: number, body: unknown): QueuedChecklistChange {
  const b = body as Body;
  const changes: Record<string, FieldValue> = {};
  for (const field of HEADER_FIELDS) if (field in b) changes[field] = b[field] ?? null;
  const times: Record<string, string> = {};
  for (const item of b.items ?? []) {
    changes[itemKey(item.id)] = item.value;
    if (item.client_time) times[itemKey(item.id)] = item.client_time;
  }
  return { checklistId, version: b.version, changes, base: b.base ?? {}, times };
}

export const checklistIdOfEntity = (entityKey: string) => Number(entityKey.split(':')[1]);
