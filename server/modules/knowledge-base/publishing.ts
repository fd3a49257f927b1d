// What publishing does besides storing the article (spec knowledge-base §4): record the published
// state as a version, make everyone who read an updated article read it again, and tell the
// assigned staff (and those readers) by e-mail. "Update & Don't Notify" records the version only.
// Every step takes a list of articles and is one statement, so bulk creates publish in bulk too.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import { staffIsAssigned } from './article-access';

/** Appends the articles' current published state to their version history. */
export async function recordVersions(db: Database, articleIds: number[], staffId: number): Promise<void> {
  if (articleIds.length === 0) return;
  await sql`
    INSERT INTO kb_article_versions (company_id, article_id, version_number, title, body, article_category_id,
      type_id, tags, video_url, file_url, file_urls, decision_chart, published_by_staff_id)
    SELECT a.company_id, a.id,
      coalesce((SELECT max(v.version_number) FROM kb_article_versions v WHERE v.article_id = a.id), 0) + 1,
      a.title, a.body, a.article_category_id, a.type_id, a.tags, a.video_url, a.file_url, a.file_urls,
      a.decision_chart, ${staffId}
    FROM kb_articles a
    WHERE a.id = ANY (${articleIds}::bigint[]) AND a.status = 0`.execute(db);
}

/** Everyone who read the articles must read them again; answers the staff ids reassigned. */
export async function reassignReaders(db: Database, companyId: number, articleIds: number[]): Promise<number[]> {
  if (articleIds.length === 0) return [];
  const rows = await db
    .updateTable('kb_article_reads')
    .set({ read_on: null, reassigned_on: sql`now()` })
    .where('company_id', '=', companyId)
    .where('article_id', 'in', articleIds)
    .where('read_on', 'is not', null)
    .returning('staff_id')
    .execute();
  return [...new Set(rows.map((r) => r.staff_id))];
}

export type NoticeKind = 'kb_article_published' | 'kb_article_updated' | 'kb_article_reassigned';

const SUBJECT_PREFIX: Record<NoticeKind, string> = {
  kb_article_published: 'New article to read: ',
  kb_article_updated: 'Article updated, please read it again: ',
  kb_article_reassigned: 'Please read again: ',
};

/**
 * Stores one e-mail per active staff member assigned an article, plus `alsoStaffIds` (readers who
 * were reassigned), leaving out the person who published. Answers the e-mail ids to deliver.
 */
export async function notifyReaders(
  db: Database,
  deps: Pick<AppDeps, 'config'>,
  options: {
    companyId: number;
    articleIds: number[];
    kind: NoticeKind;
    alsoStaffIds?: number[];
    exceptStaffId: number;
  },
): Promise<number[]> {
  if (options.articleIds.length === 0) return [];
  const link = `${deps.config.publicUrl.replace(/\/$/, '')}/knowledgebase/articles/`;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO outbound_emails (company_id, to_email, subject, body_text, kind)
    SELECT a.company_id, u.email, ${SUBJECT_PREFIX[options.kind]} || a.title,
      'Hello ' || coalesce(nullif(u.first_name, ''), 'there') || E',\n\n"' || a.title || E'" is waiting for you in the knowledge base:\n'
        || ${link} || a.id || E'\n',
      ${options.kind}
    FROM kb_articles a
    JOIN staff s ON s.company_id = a.company_id AND s.is_active
    JOIN users u ON u.id = s.user_id AND u.is_active
    WHERE a.company_id = ${options.companyId} AND a.id = ANY (${options.articleIds}::bigint[]) AND a.status = 0
      AND s.id <> ${options.exceptStaffId}
      AND (${staffIsAssigned} OR s.id = ANY (${options.alsoStaffIds ?? []}::bigint[]))
    RETURNING id`.execute(db);
  return rows.map((r) => r.id);
}

export interface PublishOptions {
  companyId: number;
  staffId: number;
  articleIds: number[];
  /** true: the articles were published before (an update), so their readers read them again. */
  republish: boolean;
  dontNotify: boolean;
}

/** Version, reassignment and notices for articles just published; answers e-mail ids to deliver. */
export async function afterPublish(db: Database, deps: Pick<AppDeps, 'config'>, o: PublishOptions): Promise<number[]> {
  await recordVersions(db, o.articleIds, o.staffId);
  if (o.dontNotify) return [];
  const readers = o.republish ? await reassignReaders(db, o.companyId, o.articleIds) : [];
  return notifyReaders(db, deps, {
    companyId: o.companyId,
    articleIds: o.articleIds,
    kind: o.republish ? 'kb_article_updated' : 'kb_article_published',
    alsoStaffIds: readers,
    exceptStaffId: o.staffId,
  });
}
