// Checks an item's new value against its kind: the contract accepts any boolean, number, string or
// null, and only the server knows each item's kind, options and uploaded images. Answers the 400
// message for a wrong value, or null when the value fits (null, clearing the item, always fits).
import {
  CHECKLIST_TEXT_MAX,
  CHECKLIST_UNKNOWN_FILE,
  CHECKLIST_VALUE_CHECKBOX,
  CHECKLIST_VALUE_CHOICE,
  CHECKLIST_VALUE_DATE,
  CHECKLIST_VALUE_NUMBER,
  CHECKLIST_VALUE_TEXT,
  type ChecklistItemKind,
  type ChecklistItemValue,
} from '../../../contract/checklist-constants';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

export interface ItemRules {
  kind: ChecklistItemKind;
  options: readonly string[];
}

export function valueError(
  item: ItemRules,
  value: ChecklistItemValue,
  uploadedFiles: ReadonlySet<string>,
): string | null {
  if (value === null) return null;
  switch (item.kind) {
    case 'checkbox':
      return typeof value === 'boolean' ? null : CHECKLIST_VALUE_CHECKBOX;
    case 'text':
      return typeof value === 'string' && value.length <= CHECKLIST_TEXT_MAX ? null : CHECKLIST_VALUE_TEXT;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : CHECKLIST_VALUE_NUMBER;
    case 'choice':
      return typeof value === 'string' && item.options.includes(value) ? null : CHECKLIST_VALUE_CHOICE;
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? null : CHECKLIST_VALUE_DATE;
    case 'photo':
    case 'signature':
      return typeof value === 'string' && uploadedFiles.has(value) ? null : CHECKLIST_UNKNOWN_FILE;
  }
}
