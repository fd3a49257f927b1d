// Rows → the contract's shapes (people §3 checklist and template). Dates leave as ISO strings.
import type {
  Checklist,
  ChecklistItem,
  ChecklistSummary,
  ChecklistTemplate,
  ChecklistTemplateSummary,
  TemplateItem,
} from '../../../contract/checklists';
import { isItemDone } from '../../../contract/checklist-constants';
import type { ChecklistRow, ItemRow } from './checklists.repository';
import type { TemplateItemRow, TemplateRow } from './templates.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentTemplateItem(row: TemplateItemRow): TemplateItem {
  return {
    id: row.id,
    label: row.label,
    kind: row.kind,
    required: row.required,
    options: row.options,
    order: row.position,
  };
}

function templateFields(row: TemplateRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    created_by: row.created_by_staff_id,
    created_by_name: row.created_by_name,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function presentTemplate(row: TemplateRow, items: TemplateItemRow[]): ChecklistTemplate {
  return { ...templateFields(row), items: items.map(presentTemplateItem) };
}

export function presentTemplateSummary(
  row: TemplateRow & { item_count: number | string | null },
): ChecklistTemplateSummary {
  return { ...templateFields(row), item_count: Number(row.item_count ?? 0) };
}

export function presentItem(row: ItemRow, fileUrl: (fileId: string) => string | null): ChecklistItem {
  const isImage = (row.kind === 'photo' || row.kind === 'signature') && typeof row.value === 'string';
  return {
    id: row.id,
    label: row.label,
    kind: row.kind,
    required: row.required,
    options: row.options,
    order: row.position,
    value: row.value,
    completed_by: row.completed_by_staff_id,
    completed_by_name: row.completed_by_name,
    completed_at: iso(row.completed_at),
    file_url: isImage ? fileUrl(row.value as string) : null,
  };
}

function checklistFields(row: ChecklistRow) {
  return {
    id: row.id,
    template: row.template_id,
    template_name: row.template_name,
    title: row.title,
    description: row.description,
    due_date: row.due_date,
    assignees: row.assignees,
    version: row.version,
    is_completed: row.completed_at !== null,
    completed_at: iso(row.completed_at),
    created_by: row.created_by_staff_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    updated_by: row.updated_by_staff_id,
    updated_by_name: row.updated_by_name,
  };
}

export function presentChecklist(row: ChecklistRow, items: ChecklistItem[]): Checklist {
  return { ...checklistFields(row), items };
}

export function presentChecklistSummary(row: ChecklistRow, items: ItemRow[]): ChecklistSummary {
  return {
    ...checklistFields(row),
    items_done: items.filter((item) => isItemDone(item.kind, item.value)).length,
    item_count: items.length,
  };
}
