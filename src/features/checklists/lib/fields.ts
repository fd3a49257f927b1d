// A checklist as the merge sees it (lib/merge.ts): one field per own field and one per item, and the
// way back to the API's PATCH body. Item fields are `item:<id>`.
import type { Checklist, ChecklistItemChange } from '../../../../contract/checklists';
import type { FieldMap, FieldValue } from './merge';

export const HEADER_FIELDS = ['title', 'description', 'due_date', 'assignees'] as const;
export type HeaderField = (typeof HEADER_FIELDS)[number];

export const itemKey = (id: number) => `item:${id}`;
const itemIdOf = (key: string) => (key.startsWith('item:') ? Number(key.slice(5)) : null);

export function checklistFields(checklist: Checklist): Record<string, FieldValue> {
  const fields: Record<string, FieldValue> = {
    title: checklist.title,
    description: checklist.description,
    due_date: checklist.due_date,
    assignees: checklist.assignees.map((a) => a.id),
  };
  for (const item of checklist.items) fields[itemKey(item.id)] = item.value;
  return fields;
}

/**
 * The PATCH body's fields for some changed fields (the version is added by the caller), each item
 * with when it was set on the device when `times` knows it.
 */
export function changesToBody(changes: FieldMap, times: Record<string, string> = {}) {
  const body: Partial<Record<HeaderField, FieldValue>> & { items?: ChecklistItemChange[] } = {};
  const items: ChecklistItemChange[] = [];
  for (const key of Object.keys(changes).sort()) {
    const id = itemIdOf(key);
    const value = changes[key] ?? null;
    const at = times[key];
    if (id !== null)
      items.push({ id, value: value as ChecklistItemChange['value'], ...(at ? { client_time: at } : {}) });
    else if ((HEADER_FIELDS as readonly string[]).includes(key)) body[key as HeaderField] = value;
  }
  if (items.length > 0) body.items = items;
  return body;
}

/** The checklist as this device shows it: the server's copy with the changes waiting to be sent. */
export function withLocalChanges(checklist: Checklist, changes: FieldMap): Checklist {
  const header: Partial<Checklist> = {};
  if ('title' in changes) header.title = String(changes.title ?? '');
  if ('description' in changes) header.description = String(changes.description ?? '');
  if ('due_date' in changes) header.due_date = (changes.due_date as string | null) ?? null;
  return {
    ...checklist,
    ...header,
    items: checklist.items.map((item) => {
      const key = itemKey(item.id);
      return key in changes ? { ...item, value: changes[key] as Checklist['items'][number]['value'] } : item;
    }),
  };
}
