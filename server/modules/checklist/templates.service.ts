// Checklist templates (people §2, §6: checklist admins create and edit them; everyone with the
// checklist app reads them). Editing a template changes only checklists made from it afterwards:
// each checklist holds its own copy of the items.
import type { FastifyRequest } from 'fastify';
import type {
  ChecklistTemplate,
  ChecklistTemplateSummary,
  TemplateData,
  TemplateListParams,
} from '../../../contract/checklists';
import type { Paginated } from '../../../contract/pagination';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import { pageWindow, paginated } from '../../lib/pagination';
import type { AuthContext } from '../../lib/route';
import { presentTemplate, presentTemplateSummary } from './checklist.presenter';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  replaceTemplateItems,
  templateItems,
  updateTemplateRow,
} from './templates.repository';

export async function getTemplate(db: Database, auth: AuthContext, id: number): Promise<ChecklistTemplate> {
  const row = await findTemplate(db, auth.companyId, id);
  if (!row) throw new NotFoundError();
  return presentTemplate(row, await templateItems(db, auth.companyId, id));
}

export async function listTemplatePage(
  db: Database,
  auth: AuthContext,
  query: TemplateListParams,
  request: FastifyRequest,
): Promise<Paginated<ChecklistTemplateSummary>> {
  const { rows, count } = await listTemplates(db, auth.companyId, { search: query.search, ...pageWindow(query) });
  return paginated(request, query, count, rows.map(presentTemplateSummary));
}

export async function createTemplate(db: Database, auth: AuthContext, input: TemplateData): Promise<ChecklistTemplate> {
  const id = await insertTemplate(db, auth.companyId, auth.staffId, input);
  await replaceTemplateItems(db, auth.companyId, id, input.items);
  return getTemplate(db, auth, id);
}

export async function updateTemplate(
  db: Database,
  auth: AuthContext,
  id: number,
  input: TemplateData,
): Promise<ChecklistTemplate> {
  if (!(await findTemplate(db, auth.companyId, id))) throw new NotFoundError();
  await updateTemplateRow(db, auth.companyId, id, input);
  await replaceTemplateItems(db, auth.companyId, id, input.items);
  return getTemplate(db, auth, id);
}

export async function removeTemplate(db: Database, auth: AuthContext, id: number): Promise<void> {
  if (!(await deleteTemplate(db, auth.companyId, id))) throw new NotFoundError();
}
