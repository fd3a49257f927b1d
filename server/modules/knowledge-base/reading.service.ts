// Reading articles (spec knowledge-base §7 "Reading"): mark as read (one or many), each staff
// member's read activity of an article, reassigning it, and acknowledgements — a signature, or the
// question answered with exactly the correct answers, checked here and never sent to readers.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  ACKNOWLEDGEMENT_NOT_REQUIRED,
  ACKNOWLEDGEMENT_TYPE,
  ACKNOWLEDGEMENT_WRONG_ANSWER,
  ARTICLE_STATUS,
  SIGNATURE_REQUIRED,
  type Acknowledgement,
  type acknowledgementCreateSchema,
  type acknowledgementListQuerySchema,
  type ArticleQuestion,
  type BulkResult,
  type MarkAsReadResponse,
  type ReadActivity,
  type ReassignResponse,
} from '../../../contract/knowledge-base';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { pageWindow, paginated } from '../../lib/pagination';
import type { AuthContext } from '../../lib/route';
import { acknowledgedOn, readableBy, staffIsAssigned, stillCurrent } from './article-access';
import { notFoundErrors } from './bulk.service';
import { onOrAfterDay, onOrBeforeDay } from './day-range';
import { isKbAdmin } from './permissions';
import { notifyReaders, reassignReaders } from './publishing';

/** Marks the readable published articles among `ids` read by the caller; answers those marked. */
async function markRead(db: Database, auth: AuthContext, ids: number[]) {
  const { rows } = await sql<{ article_id: number; read_on: Date }>`
    INSERT INTO kb_article_reads AS r (company_id, article_id, staff_id, read_on)
    SELECT a.company_id, a.id, ${auth.staffId}, now() FROM kb_articles a
    WHERE a.company_id = ${auth.companyId} AND a.id = ANY (${ids}::bigint[]) AND a.status = ${ARTICLE_STATUS.PUBLISHED}
      AND ${readableBy(auth)}
    ON CONFLICT (article_id, staff_id) DO UPDATE SET read_on = excluded.read_on
    RETURNING r.article_id, r.read_on`.execute(db);
  return rows;
}

export async function markAsRead(db: Database, auth: AuthContext, id: number): Promise<MarkAsReadResponse> {
  const [row] = await markRead(db, auth, [id]);
  if (!row) throw new NotFoundError();
  return { article: row.article_id, is_read: true, read_on: row.read_on.toISOString() };
}

export async function bulkMarkAsRead(db: Database, auth: AuthContext, ids: number[]): Promise<BulkResult> {
  const succeeded = (await markRead(db, auth, ids)).map((r) => r.article_id);
  return { succeeded, errors: notFoundErrors(ids, succeeded) };
}

/** The article (any status) of the caller's company; 404 otherwise. For admin-only calls. */
async function requireArticle(db: Database, auth: AuthContext, id: number) {
  const row = await db
    .selectFrom('kb_articles')
    .select(['id', 'status'])
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

/** Everyone assigned the article or who read or acknowledged it, with their state, by name. */
export async function readActivity(db: Database, auth: AuthContext, articleId: number): Promise<ReadActivity[]> {
  await requireArticle(db, auth, articleId);
  const ackOn = acknowledgedOn(sql<number>`s.id`);
  const { rows } = await sql<{
    staff_id: number;
    name: string;
    email: string;
    division_name: string | null;
    is_assigned: boolean;
    is_read: boolean;
    read_on: Date | null;
    reassigned_on: Date | null;
    is_acknowledged: boolean;
    acknowledged_on: Date | null;
  }>`
    SELECT s.id AS staff_id, trim(u.first_name || ' ' || u.last_name) AS name, u.email, d.division_name,
      ${staffIsAssigned} AS is_assigned, ${stillCurrent(sql`r.read_on`)} AS is_read, r.read_on, r.reassigned_on,
      ${stillCurrent(ackOn)} AS is_acknowledged, ${ackOn} AS acknowledged_on
    FROM kb_articles a
    JOIN staff s ON s.company_id = a.company_id
    JOIN users u ON u.id = s.user_id
    LEFT JOIN divisions d ON d.id = s.division_id
    LEFT JOIN kb_article_reads r ON r.article_id = a.id AND r.staff_id = s.id
    WHERE a.id = ${articleId} AND a.company_id = ${auth.companyId}
      AND (r.staff_id IS NOT NULL OR (s.is_active AND ${staffIsAssigned})
           OR EXISTS (SELECT 1 FROM kb_acknowledgements k WHERE k.article_id = a.id AND k.staff_id = s.id))
    ORDER BY name, s.id`.execute(db);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return rows.map((r) => ({
    ...r,
    read_on: iso(r.read_on),
    reassigned_on: iso(r.reassigned_on),
    acknowledged_on: iso(r.acknowledged_on),
  }));
}

/** Everyone who read the article reads it again, and is told so. */
export async function reassignArticle(
  db: Database,
  deps: Pick<AppDeps, 'config'>,
  auth: AuthContext,
  articleId: number,
): Promise<{ response: ReassignResponse; emailIds: number[] }> {
  const article = await requireArticle(db, auth, articleId);
  if (article.status !== ARTICLE_STATUS.PUBLISHED) throw new NotFoundError();
  const readers = await reassignReaders(db, auth.companyId, [articleId]);
  const emailIds = await notifyReaders(db, deps, {
    companyId: auth.companyId,
    articleIds: readers.length > 0 ? [articleId] : [],
    kind: 'kb_article_reassigned',
    alsoStaffIds: readers,
    exceptStaffId: auth.staffId,
  });
  return { response: { article: articleId, reassigned: readers.length }, emailIds };
}

/** The published article the caller may read, with its acknowledgement settings; else 404. */
async function readableForAcknowledgement(db: Database, auth: AuthContext, id: number) {
  const row = await db
    .selectFrom('kb_articles as a')
    .select(['a.id', 'a.title', 'a.acknowledgement_type', 'a.acknowledgement_question', 'a.article_answers'])
    .where('a.company_id', '=', auth.companyId)
    .where('a.id', '=', id)
    .where('a.status', '=', ARTICLE_STATUS.PUBLISHED)
    .where(readableBy(auth))
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

export async function articleQuestion(db: Database, auth: AuthContext, articleId: number): Promise<ArticleQuestion> {
  const article = await readableForAcknowledgement(db, auth, articleId);
  if (article.acknowledgement_type !== ACKNOWLEDGEMENT_TYPE.QUESTION_AND_ANSWER) throw new NotFoundError();
  return {
    article: article.id,
    question: article.acknowledgement_question ?? '',
    answers: article.article_answers.map(({ id, answer }) => ({ id, answer })),
  };
}

/** Records the caller's acknowledgement (which also marks the article read). */
export async function acknowledge(
  db: Database,
  auth: AuthContext,
  input: z.output<typeof acknowledgementCreateSchema>,
): Promise<Acknowledgement> {
  const article = await readableForAcknowledgement(db, auth, input.article);
  const acknowledgementId = await recordAcknowledgement(db, auth, article, input);
  await markRead(db, auth, [article.id]);
  const [ack] = await acknowledgementRows(db, auth.companyId).where('k.id', '=', acknowledgementId).execute();
  return presentAcknowledgement(ack!);
}

/**
 * Checks the caller's acknowledgement against the article's challenge and stores it; answers its id.
 * The caller has checked that the person may read the article (courses grant it to their assignees).
 */
export async function recordAcknowledgement(
  db: Database,
  auth: AuthContext,
  article: Awaited<ReturnType<typeof readableForAcknowledgement>>,
  input: Pick<z.output<typeof acknowledgementCreateSchema>, 'signature' | 'answers'>,
): Promise<number> {
  const type = article.acknowledgement_type;
  if (type === null) throw ValidationError.field('article', ACKNOWLEDGEMENT_NOT_REQUIRED);
  let chosen: string[] = [];
  if (type === ACKNOWLEDGEMENT_TYPE.SIGNATURE) {
    if (!input.signature?.trim()) throw ValidationError.field('signature', SIGNATURE_REQUIRED);
  } else {
    const picked = new Set(input.answers ?? []);
    const correct = article.article_answers.filter((a) => a.is_correct).map((a) => a.id);
    // Exactly the correct answers: every correct one chosen, and nothing else.
    if (picked.size !== correct.length || !correct.every((id) => picked.has(id))) {
      throw ValidationError.field('answers', ACKNOWLEDGEMENT_WRONG_ANSWER);
    }
    chosen = article.article_answers.filter((a) => picked.has(a.id)).map((a) => a.answer);
  }
  const { id } = await db
    .insertInto('kb_acknowledgements')
    .values({
      company_id: auth.companyId,
      article_id: article.id,
      staff_id: auth.staffId,
      acknowledgement_type: type,
      signature: type === ACKNOWLEDGEMENT_TYPE.SIGNATURE ? input.signature!.trim() : null,
      question: type === ACKNOWLEDGEMENT_TYPE.QUESTION_AND_ANSWER ? article.acknowledgement_question : null,
      answers: chosen,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

function acknowledgementRows(db: Database, companyId: number) {
  return db
    .selectFrom('kb_acknowledgements as k')
    .innerJoin('kb_articles as a', 'a.id', 'k.article_id')
    .innerJoin('staff as s', 's.id', 'k.staff_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where('k.company_id', '=', companyId)
    .select([
      'k.id',
      'k.article_id',
      'a.title as article_title',
      'k.staff_id',
      sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('staff_name'),
      'k.acknowledgement_type',
      'k.signature',
      'k.question',
      'k.answers',
      'k.created_on',
    ]);
}

type AcknowledgementRow = Awaited<ReturnType<ReturnType<typeof acknowledgementRows>['execute']>>[number];

function presentAcknowledgement(row: AcknowledgementRow): Acknowledgement {
  return {
    id: row.id,
    article: row.article_id,
    article_title: row.article_title,
    staff_id: row.staff_id,
    staff_name: row.staff_name,
    acknowledgement_type: row.acknowledgement_type,
    signature: row.signature,
    question: row.question,
    answers: row.answers,
    created_on: row.created_on.toISOString(),
  };
}

/** Admins: every acknowledgement (by article, staff member and day); staff: their own. Newest first. */
export async function listAcknowledgements(
  db: Database,
  auth: AuthContext,
  query: z.output<typeof acknowledgementListQuerySchema>,
  request: FastifyRequest,
) {
  const staff = isKbAdmin(auth) ? query.staff : auth.staffId;
  const base = acknowledgementRows(db, auth.companyId)
    .$if(staff !== undefined, (q) => q.where('k.staff_id', '=', staff!))
    .$if(query.article !== undefined, (q) => q.where('k.article_id', '=', query.article!))
    .$if(query.date_from !== undefined, (q) => q.where(onOrAfterDay(sql`k.created_on`, query.date_from!)))
    .$if(query.date_to !== undefined, (q) => q.where(onOrBeforeDay(sql`k.created_on`, query.date_to!)));
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    base.orderBy('k.created_on', 'desc').orderBy('k.id', 'desc').limit(limit).offset(offset).execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return paginated(request, query, Number(total.count), rows.map(presentAcknowledgement));
}
