// The article state rules of spec knowledge-base §4:
// - create: status 0 publishes (create/), 1 saves a draft (draft-article-create/), optionally a
//   draft of a published article (`article`);
// - edit a published article: its changes are published (notify and reassign readers), or with
//   dont_notify neither, keeping last_edited_on; it cannot turn back into a draft, and its body is
//   not emptied unless the request says clear_body (issue 20: a failing editor sent a blank body);
// - edit a draft: it stays a draft (status 1) or is published (status 0): a new article's draft
//   becomes the article, a published article's draft is written onto it and removed.
// Each function answers the article to show and the e-mails to deliver once committed.
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  ARTICLE_STATUS,
  PUBLISHED_TO_DRAFT,
  type articleCreateSchema,
  type articleUpdateSchema,
  type ArticleStatus,
} from '../../../contract/knowledge-base';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { checkArticle, contentColumns, refuseBlanking, storedFields, type ArticleFields } from './article-input';
import { afterPublish } from './publishing';

type CreateInput = z.output<typeof articleCreateSchema>;
type UpdateInput = z.output<typeof articleUpdateSchema>;

export interface WriteResult {
  /** The article to present: after publishing a draft of an article, that article. */
  id: number;
  emailIds: number[];
}

type Deps = Pick<AppDeps, 'config'>;

export async function createArticle(
  db: Database,
  deps: Deps,
  auth: AuthContext,
  input: CreateInput,
  status: ArticleStatus,
): Promise<WriteResult> {
  const { status: _status, article: draftOf, ...fields } = input;
  if (status === ARTICLE_STATUS.DRAFT && draftOf !== null) await lockPublished(db, auth, draftOf);
  await checkArticle(db, auth.companyId, fields, fields);
  const published = status === ARTICLE_STATUS.PUBLISHED;
  const { id } = await db
    .insertInto('kb_articles')
    .values({
      ...contentColumns(fields),
      company_id: auth.companyId,
      status,
      draft_of_id: published ? null : draftOf,
      author_staff_id: auth.staffId,
      last_edited_by_staff_id: auth.staffId,
      published_on: published ? sql`now()` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const emailIds = published ? await afterPublish(db, deps, publishOf(auth, id, false, false)) : [];
  return { id, emailIds };
}

export async function updateArticle(
  db: Database,
  deps: Deps,
  auth: AuthContext,
  id: number,
  input: UpdateInput,
  only?: ArticleStatus,
): Promise<WriteResult> {
  const row = await db
    .selectFrom('kb_articles')
    .selectAll()
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .$if(only !== undefined, (q) => q.where('status', '=', only!))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  const { status, dont_notify: dontNotify = false, clear_body: clearBody = false, ...sent } = input;
  const changed = definedOnly(sent);
  const fields: ArticleFields = { ...storedFields(row), ...changed };
  await checkArticle(db, auth.companyId, fields, changed);
  const columns = contentColumns(fields);
  const edit = { ...columns, last_edited_by_staff_id: auth.staffId, updated_at: sql<Date>`now()` };
  const edited = { ...edit, last_edited_on: sql<Date>`now()` };

  if (row.status === ARTICLE_STATUS.PUBLISHED) {
    if (status === ARTICLE_STATUS.DRAFT) throw ValidationError.field('status', PUBLISHED_TO_DRAFT);
    refuseBlanking(row.body, columns.body ?? '', clearBody);
    await db
      .updateTable('kb_articles')
      .set(dontNotify ? edit : edited)
      .where('id', '=', id)
      .execute();
    return { id, emailIds: await afterPublish(db, deps, publishOf(auth, id, true, dontNotify)) };
  }
  if (status !== ARTICLE_STATUS.PUBLISHED) {
    await db.updateTable('kb_articles').set(edited).where('id', '=', id).execute();
    return { id, emailIds: [] };
  }
  if (row.draft_of_id === null) {
    await db
      .updateTable('kb_articles')
      .set({ ...edited, status: ARTICLE_STATUS.PUBLISHED, published_on: sql`now()` })
      .where('id', '=', id)
      .execute();
    return { id, emailIds: await afterPublish(db, deps, publishOf(auth, id, false, dontNotify)) };
  }
  // A draft of a published article: its content replaces the article's, and the draft is done.
  const target = await lockPublished(db, auth, row.draft_of_id);
  const published = await db
    .selectFrom('kb_articles')
    .select('body')
    .where('id', '=', target)
    .executeTakeFirstOrThrow();
  refuseBlanking(published.body, columns.body ?? '', clearBody);
  await db
    .updateTable('kb_articles')
    .set(dontNotify ? edit : edited)
    .where('id', '=', target)
    .execute();
  await db.deleteFrom('kb_articles').where('id', '=', id).execute();
  return { id: target, emailIds: await afterPublish(db, deps, publishOf(auth, target, true, dontNotify)) };
}

/** Deletes an article with its drafts, versions, reads and acknowledgements (or, with `only`, a draft). */
export async function deleteArticle(db: Database, auth: AuthContext, id: number, only?: ArticleStatus): Promise<void> {
  const deleted = await db
    .deleteFrom('kb_articles')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .$if(only !== undefined, (q) => q.where('status', '=', only!))
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new NotFoundError();
}

/** The published article of the caller's company with this id, locked for the change; else 404. */
async function lockPublished(db: Database, auth: AuthContext, id: number): Promise<number> {
  const row = await db
    .selectFrom('kb_articles')
    .select('id')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .where('status', '=', ARTICLE_STATUS.PUBLISHED)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row.id;
}

const publishOf = (auth: AuthContext, id: number, republish: boolean, dontNotify: boolean) => ({
  companyId: auth.companyId,
  staffId: auth.staffId,
  articleIds: [id],
  republish,
  dontNotify,
});

/** The fields an edit sent (a PATCH leaves the others as stored). */
function definedOnly<T extends object>(value: T): Partial<{ [K in keyof T]: Exclude<T[K], undefined> }> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as never;
}
