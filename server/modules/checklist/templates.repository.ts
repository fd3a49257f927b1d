// Template rows: the template with its author's name, its items in order, and the writes. Every
// query is scoped to the company; an id of another company finds nothing.
import { sql } from 'kysely';
import type { TemplateData } from '../../../contract/checklists';
import type { Database } from '../../db/database';

const authorName = sql<string>`coalesce(trim(u.first_name || ' ' || u.last_name), '')`;

export function templatesWithAuthor(db: Database, companyId: number) {
  return db
    .selectFrom('checklist_templates as t')
    .leftJoin('staff as s', (join) =>
      join.onRef('s.id', '=', 't.created_by_staff_id').onRef('s.company_id', '=', 't.company_id'),
    )
    .leftJoin('users as u', 'u.id', 's.user_id')
    .where('t.company_id', '=', companyId)
    .selectAll('t')
    .select(authorName.as('created_by_name'));
}
export type TemplateRow = Awaited<ReturnType<ReturnType<typeof templatesWithAuthor>['executeTakeFirstOrThrow']>>;

export function findTemplate(db: Database, companyId: number, id: number): Promise<TemplateRow | undefined> {
  return templatesWithAuthor(db, companyId).where('t.id', '=', id).executeTakeFirst();
}

export function templateItems(db: Database, companyId: number, templateId: number) {
  return db
    .selectFrom('checklist_template_items')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('template_id', '=', templateId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
export type TemplateItemRow = Awaited<ReturnType<typeof templateItems>>[number];

export async function listTemplates(
  db: Database,
  companyId: number,
  filter: { search?: string; limit: number; offset: number },
) {
  let query = templatesWithAuthor(db, companyId);
  if (filter.search) query = query.where('t.name', 'ilike', `%${filter.search.replace(/[\\%_]/g, '\\$&')}%`);
  const [rows, count] = await Promise.all([
    query
      .select((eb) =>
        eb
          .selectFrom('checklist_template_items as i')
          .whereRef('i.template_id', '=', 't.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('item_count'),
      )
      .orderBy('t.name')
      .orderBy('t.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}

export async function insertTemplate(
  db: Database,
  companyId: number,
  staffId: number,
  input: Pick<TemplateData, 'name' | 'description'>,
): Promise<number> {
  const row = await db
    .insertInto('checklist_templates')
    .values({ company_id: companyId, name: input.name, description: input.description, created_by_staff_id: staffId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTemplateRow(
  db: Database,
  companyId: number,
  id: number,
  input: Pick<TemplateData, 'name' | 'description'>,
): Promise<void> {
  await db
    .updateTable('checklist_templates')
    .set({ name: input.name, description: input.description, updated_at: sql`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/**
 * Makes the template's items exactly `items`, in order: listed ids are updated in place, new ones
 * inserted, the rest deleted. Ids of other templates are treated as new items.
 */
export async function replaceTemplateItems(
  db: Database,
  companyId: number,
  templateId: number,
  items: TemplateData['items'],
): Promise<void> {
  const existing = new Set((await templateItems(db, companyId, templateId)).map((item) => item.id));
  const kept = items.filter((item) => item.id !== undefined && existing.has(item.id)).map((item) => item.id!);
  let removal = db
    .deleteFrom('checklist_template_items')
    .where('company_id', '=', companyId)
    .where('template_id', '=', templateId);
  if (kept.length > 0) removal = removal.where('id', 'not in', kept);
  await removal.execute();
  for (const [position, item] of items.entries()) {
    const values = {
      label: item.label,
      kind: item.kind,
      required: item.required,
      options: JSON.stringify(item.options),
      position,
    };
    if (item.id !== undefined && existing.has(item.id)) {
      await db.updateTable('checklist_template_items').set(values).where('id', '=', item.id).execute();
    } else {
      await db
        .insertInto('checklist_template_items')
        .values({ ...values, company_id: companyId, template_id: templateId })
        .execute();
    }
  }
}

export async function deleteTemplate(db: Database, companyId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('checklist_templates')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
