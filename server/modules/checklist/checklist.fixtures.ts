// Data factories for the checklist tests and the isolation cases: a template with one item of each
// kind, a checklist made from it, and an authenticated request helper.
import type { InjectOptions } from 'fastify';
import type { TemplateData } from '../../../contract/checklists';
import type { Database } from '../../db/database';
import { authed, type TestContext, type TestUser } from '../../test/helpers';
import { insertChecklist, setAssignees } from './checklists.repository';
import { insertTemplate, replaceTemplateItems, templateItems } from './templates.repository';

export const CHECKLIST_API = '/checklist/api';

export const EVERY_KIND_ITEMS: TemplateData['items'] = [
  { label: 'Doors locked', kind: 'checkbox', required: true, options: [] },
  { label: 'Notes', kind: 'text', required: false, options: [] },
  { label: 'Fridge temperature', kind: 'number', required: true, options: [] },
  { label: 'Floor state', kind: 'choice', required: false, options: ['Clean', 'Needs mopping'] },
  { label: 'Next delivery', kind: 'date', required: false, options: [] },
  { label: 'Photo of the till', kind: 'photo', required: false, options: [] },
  { label: 'Manager signature', kind: 'signature', required: false, options: [] },
];

export async function seedTemplate(
  db: Database,
  companyId: number,
  staffId: number,
  input: Partial<TemplateData> = {},
): Promise<number> {
  const data = { name: input.name ?? 'Closing checklist', description: input.description ?? '' };
  const id = await insertTemplate(db, companyId, staffId, data);
  await replaceTemplateItems(db, companyId, id, input.items ?? EVERY_KIND_ITEMS);
  return id;
}

/** A checklist from `templateId`, created by `createdBy` and assigned to `assignees`. */
export async function seedChecklist(
  db: Database,
  companyId: number,
  templateId: number,
  createdBy: number,
  assignees: number[],
  title = 'Closing, Friday',
): Promise<number> {
  const id = await insertChecklist(
    db,
    {
      company_id: companyId,
      template_id: templateId,
      template_name: title,
      title,
      description: '',
      due_date: null,
      created_by_staff_id: createdBy,
    },
    await templateItems(db, companyId, templateId),
  );
  await setAssignees(db, companyId, id, assignees);
  return id;
}

export function api(ctx: TestContext, user: Pick<TestUser, 'token'>, options: InjectOptions) {
  return authed(ctx.app, user, options);
}
