// A field's value as words, for the conflict dialog and the display screen.
import type { TFunction } from 'i18next';
import type { Checklist, ChecklistItemKind } from '../../../../contract/checklists';
import { HEADER_FIELDS, type HeaderField } from '../lib/fields';
import type { FieldValue } from '../lib/merge';

export function valueText(
  t: TFunction,
  kind: ChecklistItemKind | 'field',
  value: FieldValue,
  checklist?: Checklist,
): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0))
    return t('checklists.value.empty');
  if (Array.isArray(value)) {
    const names = new Map(checklist?.assignees.map((a) => [a.id, a.name]));
    return value.map((id) => names.get(id) ?? `#${id}`).join(', ');
  }
  if (kind === 'checkbox') return value === true ? t('checklists.value.checked') : t('checklists.value.unchecked');
  if (kind === 'photo' || kind === 'signature') return t(`checklists.value.${kind}`);
  return String(value);
}

function isHeaderField(key: string): key is HeaderField {
  return (HEADER_FIELDS as readonly string[]).includes(key);
}

/** The label and kind of a field key (`item:<id>` or a checklist field). */
export function fieldInfo(
  t: TFunction,
  checklist: Checklist,
  key: string,
): { label: string; kind: ChecklistItemKind | 'field' } {
  if (key.startsWith('item:')) {
    const item = checklist.items.find((i) => i.id === Number(key.slice(5)));
    return { label: item?.label ?? key, kind: item?.kind ?? 'field' };
  }
  return { label: isHeaderField(key) ? t(`checklists.fields.${key}`) : key, kind: 'field' };
}
