// The knowledge base seen per person and across people (spec knowledge-base §7 "User views":
// user-kb-summary/, user-read-articles/, user-assigned-articles/, user-assigned-courses/,
// user-read-courses/ (each with a staff id), assignments/, upcoming-assigned-items/{id}/,
// kb-leaderboard/; and position-courses-articles/{id}/). A person sees their own; KB admins anyone's.
import { sql } from 'kysely';
import type {
  AssignedCourse,
  Assignments,
  LeaderboardRow,
  PositionCoursesArticles,
  UpcomingItem,
  UserArticleRow,
  UserKbSummary,
} from '../../../contract/courses';
import { ARTICLE_STATUS } from '../../../contract/knowledge-base-constants';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { assignedTo, stillCurrent } from './article-access';
import { assignedCourses } from './course-reading.service';
import { isKbAdmin } from './permissions';

/** The staff member of the caller's company the caller may look at (themselves, or anyone for admins). */
export async function requireViewableStaff(db: Database, auth: AuthContext, staffId: number): Promise<number> {
  if (staffId !== auth.staffId && !isKbAdmin(auth)) throw new NotFoundError();
  const row = await db
    .selectFrom('staff')
    .select('id')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', staffId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row.id;
}

/** Published articles assigned to the staff member, with their reading state. */
export async function assignedArticles(db: Database, companyId: number, staffId: number): Promise<UserArticleRow[]> {
  const { rows } = await sql<{
    id: number;
    title: string;
    is_read: boolean;
    read_on: Date | null;
    is_acknowledged: boolean;
  }>`
    SELECT a.id, a.title, ${stillCurrent(sql`r.read_on`)} AS is_read, r.read_on,
      EXISTS (SELECT 1 FROM kb_acknowledgements k WHERE k.article_id = a.id AND k.staff_id = ${staffId}
        AND k.created_on > coalesce(r.reassigned_on, '-infinity'::timestamptz)) AS is_acknowledged
    FROM kb_articles a
    LEFT JOIN kb_article_reads r ON r.article_id = a.id AND r.staff_id = ${staffId}
    WHERE a.company_id = ${companyId} AND a.status = ${ARTICLE_STATUS.PUBLISHED} AND ${assignedTo(staffId)}
    ORDER BY a.title, a.id`.execute(db);
  return rows.map((r) => ({ ...r, read_on: r.read_on?.toISOString() ?? null }));
}

export async function readArticles(db: Database, companyId: number, staffId: number): Promise<UserArticleRow[]> {
  const { rows } = await sql<{ id: number; title: string; read_on: Date; is_acknowledged: boolean }>`
    SELECT a.id, a.title, r.read_on,
      EXISTS (SELECT 1 FROM kb_acknowledgements k WHERE k.article_id = a.id AND k.staff_id = ${staffId}
        AND k.created_on > coalesce(r.reassigned_on, '-infinity'::timestamptz)) AS is_acknowledged
    FROM kb_article_reads r
    JOIN kb_articles a ON a.id = r.article_id
    WHERE r.company_id = ${companyId} AND r.staff_id = ${staffId} AND ${stillCurrent(sql`r.read_on`)}
    ORDER BY r.read_on DESC, a.id`.execute(db);
  return rows.map((r) => ({ ...r, is_read: true, read_on: r.read_on.toISOString() }));
}

export async function completedCourses(db: Database, companyId: number, staffId: number): Promise<AssignedCourse[]> {
  return (await assignedCourses(db, companyId, staffId)).filter((c) => c.progress.state === 'completed');
}

export async function kbSummary(db: Database, companyId: number, staffId: number): Promise<UserKbSummary> {
  const [articles, courses, quizzes] = await Promise.all([
    assignedArticles(db, companyId, staffId),
    assignedCourses(db, companyId, staffId),
    db
      .selectFrom('kb_quiz_attempts')
      .select(sql<number>`count(DISTINCT quiz_id)::int`.as('passed'))
      .where('company_id', '=', companyId)
      .where('staff_id', '=', staffId)
      .where('passed', '=', true)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    staff_id: staffId,
    assigned_articles: articles.length,
    read_articles: articles.filter((a) => a.is_read).length,
    assigned_courses: courses.length,
    completed_courses: courses.filter((c) => c.progress.state === 'completed').length,
    overdue_courses: courses.filter((c) => c.progress.state === 'overdue').length,
    quizzes_passed: quizzes.passed,
  };
}

export async function assignments(db: Database, auth: AuthContext): Promise<Assignments> {
  const [articles, courses] = await Promise.all([
    assignedArticles(db, auth.companyId, auth.staffId),
    assignedCourses(db, auth.companyId, auth.staffId),
  ]);
  return { articles, courses };
}

/** Unfinished courses and unread articles, soonest due first (undated last), then courses by priority. */
export async function upcomingItems(db: Database, companyId: number, staffId: number): Promise<UpcomingItem[]> {
  const [articles, courses] = await Promise.all([
    assignedArticles(db, companyId, staffId),
    assignedCourses(db, companyId, staffId),
  ]);
  const items: UpcomingItem[] = [
    ...courses
      .filter((c) => c.progress.state !== 'completed')
      .map((c) => ({
        item_type: 'course' as const,
        id: c.id,
        title: c.name,
        due_on: c.progress.due_on,
        state: c.progress.state,
        next_item_title: c.progress.next_item?.title ?? null,
      })),
    ...articles
      .filter((a) => !a.is_read)
      .map((a) => ({
        item_type: 'article' as const,
        id: a.id,
        title: a.title,
        due_on: null,
        state: 'unread' as const,
        next_item_title: null,
      })),
  ];
  return items.sort((a, b) => (a.due_on ?? '9999').localeCompare(b.due_on ?? '9999'));
}

/** Points: 1 per article read and per acknowledgement, 2 per quiz passed, 5 per course completed. */
export async function leaderboard(
  db: Database,
  auth: AuthContext,
  { limit, division }: { limit: number; division?: number },
): Promise<LeaderboardRow[]> {
  const { rows } = await sql<Omit<LeaderboardRow, 'points'>>`
    SELECT s.id AS staff_id, trim(u.first_name || ' ' || u.last_name) AS name, d.division_name,
      (SELECT count(*) FROM kb_article_reads r WHERE r.staff_id = s.id AND r.read_on IS NOT NULL)::int AS articles_read,
      (SELECT count(DISTINCT k.article_id) FROM kb_acknowledgements k WHERE k.staff_id = s.id)::int AS acknowledgements,
      (SELECT count(*) FROM kb_course_progress p WHERE p.staff_id = s.id AND p.completed_on IS NOT NULL)::int
        AS courses_completed,
      (SELECT count(DISTINCT q.quiz_id) FROM kb_quiz_attempts q WHERE q.staff_id = s.id AND q.passed)::int
        AS quizzes_passed
    FROM staff s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN divisions d ON d.id = s.division_id
    WHERE s.company_id = ${auth.companyId} AND s.is_active
      AND (${division ?? null}::bigint IS NULL OR s.division_id = ${division ?? null})`.execute(db);
  return rows
    .map((r) => ({
      ...r,
      points: r.articles_read + r.acknowledgements + 2 * r.quizzes_passed + 5 * r.courses_completed,
    }))
    .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name) || a.staff_id - b.staff_id)
    .slice(0, limit);
}

export async function positionCoursesArticles(
  db: Database,
  auth: AuthContext,
  positionId: number,
): Promise<PositionCoursesArticles> {
  const position = await db
    .selectFrom('positions')
    .select('id')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', positionId)
    .executeTakeFirst();
  if (!position) throw new NotFoundError();
  const [courses, articles] = await Promise.all([
    db
      .selectFrom('kb_courses')
      .select(['id', 'name'])
      .where('company_id', '=', auth.companyId)
      .where(sql<boolean>`${positionId}::bigint = ANY (position_ids)`)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('kb_articles')
      .select(['id', 'title'])
      .where('company_id', '=', auth.companyId)
      .where('status', '=', ARTICLE_STATUS.PUBLISHED)
      .where(sql<boolean>`${positionId}::bigint = ANY (position_ids)`)
      .orderBy('title')
      .execute(),
  ]);
  return { position: positionId, courses, articles };
}
