// Bulk calls (spec knowledge-base §7 articles/bulk-delete, bulk-update, bulk-create; §8 per-item
// errors "Error for ID {id}: {reason}"): the good items are applied, each refused one is reported,
// and the answer is 200 either way. Each call is a fixed number of statements, not one per item.
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  ARTICLE_STATUS,
  BULK_NOT_FOUND,
  acknowledgementErrors,
  articleCreateSchema,
  bulkItemError,
  type articleBulkUpdateSchema,
  type BulkItemError,
  type BulkResult,
} from '../../../contract/knowledge-base';
import type { FieldErrors } from '../../../contract/errors';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { zodToFieldErrors } from '../../lib/validation';
import { articleSearchText } from './article-html';
import { contentColumns, type ArticleFields } from './article-input';
import { missingReferences, referenceErrors, referencesOf } from './article-references';
import { afterPublish } from './publishing';

const itemError = (id: number, reason: string): BulkItemError => ({ id, reason, message: bulkItemError(id, reason) });

/** Ids asked for but not in `done`: each reported as not found. */
export function notFoundErrors(asked: readonly number[], done: readonly number[]): BulkItemError[] {
  const found = new Set(done);
  return [...new Set(asked)].filter((id) => !found.has(id)).map((id) => itemError(id, BULK_NOT_FOUND));
}

/** One line per field: "title: Title is required." */
const reasonOf = (errors: FieldErrors) =>
  Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join('; ');

export async function bulkDeleteArticles(db: Database, auth: AuthContext, ids: number[]): Promise<BulkResult> {
  const rows = await db
    .deleteFrom('kb_articles')
    .where('company_id', '=', auth.companyId)
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  const succeeded = rows.map((r) => r.id);
  return { succeeded, errors: notFoundErrors(ids, succeeded) };
}

/**
 * The same changes on each article. An unknown category or type refuses the whole request (400),
 * since it would fail every item alike; missing articles are per-item errors. New tags are written
 * into each article's search text in the same statement.
 */
export async function bulkUpdateArticles(
  db: Database,
  auth: AuthContext,
  { ids, changes }: z.output<typeof articleBulkUpdateSchema>,
): Promise<BulkResult> {
  const errors = await referenceErrors(db, auth.companyId, {
    article_category: changes.article_category,
    type: changes.type,
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const rows = await db
    .selectFrom('kb_articles')
    .select(['id', 'title', 'body'])
    .where('company_id', '=', auth.companyId)
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
  const succeeded = rows.map((r) => r.id);
  if (rows.length > 0) {
    const searchTexts = changes.tags ? rows.map((r) => articleSearchText(r.title, r.body, changes.tags!)) : null;
    await sql`
      UPDATE kb_articles a SET
        article_category_id = coalesce(${changes.article_category ?? null}::bigint, a.article_category_id),
        type_id = ${changes.type === undefined ? sql`a.type_id` : sql`${changes.type}::bigint`},
        visibility = coalesce(${changes.visibility ?? null}::smallint, a.visibility),
        public_knowledgebase_ids = CASE WHEN coalesce(${changes.visibility ?? null}::smallint, a.visibility) = 0
          THEN a.public_knowledgebase_ids ELSE '{}' END,
        tags = coalesce(${changes.tags ?? null}::text[], a.tags),
        search_text = coalesce(x.search_text, a.search_text),
        is_assigned_to_everyone = coalesce(${changes.is_assigned_to_everyone ?? null}::boolean, a.is_assigned_to_everyone),
        reassign_month_duration = coalesce(${changes.reassign_month_duration ?? null}::smallint, a.reassign_month_duration),
        updated_at = now()
      FROM unnest(${succeeded}::bigint[], ${searchTexts ?? succeeded.map(() => null)}::text[]) AS x(id, search_text)
      WHERE a.id = x.id AND a.company_id = ${auth.companyId}`.execute(db);
  }
  return { succeeded, errors: notFoundErrors(ids, succeeded) };
}

/**
 * Each item as for create/ (status 0 publishes, 1 saves a draft). An item's id in the errors is
 * its position in the list, from 1. Ids of the company are checked once for all items.
 */
export async function bulkCreateArticles(
  db: Database,
  deps: Pick<AppDeps, 'config'>,
  auth: AuthContext,
  items: unknown[],
): Promise<{ result: BulkResult; emailIds: number[] }> {
  const errors: BulkItemError[] = [];
  const valid: { position: number; fields: ArticleFields; status: 0 | 1 }[] = [];
  items.forEach((item, index) => {
    const parsed = articleCreateSchema.safeParse(item);
    if (!parsed.success) return errors.push(itemError(index + 1, reasonOf(zodToFieldErrors(parsed.error, item))));
    const { status, article: _draftOf, ...fields } = parsed.data;
    const ack = acknowledgementErrors(fields);
    if (Object.keys(ack).length > 0) return errors.push(itemError(index + 1, reasonOf(ack)));
    valid.push({ position: index + 1, fields, status });
  });
  const missing = await missingReferences(
    db,
    auth.companyId,
    valid.map((v) => referencesOf(v.fields)),
  );
  const insertable = valid.filter((v, i) => {
    const refused = missing[i]!;
    if (Object.keys(refused).length > 0) errors.push(itemError(v.position, reasonOf(refused)));
    return Object.keys(refused).length === 0;
  });
  if (insertable.length === 0) return { result: { succeeded: [], errors: sortById(errors) }, emailIds: [] };
  const rows = await db
    .insertInto('kb_articles')
    .values(
      insertable.map(({ fields, status }) => ({
        ...contentColumns(fields),
        company_id: auth.companyId,
        status,
        author_staff_id: auth.staffId,
        last_edited_by_staff_id: auth.staffId,
        published_on: status === ARTICLE_STATUS.PUBLISHED ? sql<Date>`now()` : null,
      })),
    )
    .returning(['id', 'status'])
    .execute();
  const published = rows.filter((r) => r.status === ARTICLE_STATUS.PUBLISHED).map((r) => r.id);
  const emailIds = await afterPublish(db, deps, {
    companyId: auth.companyId,
    staffId: auth.staffId,
    articleIds: published,
    republish: false,
    dontNotify: false,
  });
  return { result: { succeeded: rows.map((r) => r.id), errors: sortById(errors) }, emailIds };
}

const sortById = (errors: BulkItemError[]) => errors.sort((a, b) => a.id - b.id);
