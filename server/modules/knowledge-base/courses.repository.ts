// Reading course rows: one course as the caller may see it (KB admins every course of their company,
// staff the courses assigned to them; anything else is 404 like another company's), the summaries of
// the lists, and the sections with their items' titles and content.
import { sql, type Selectable } from 'kysely';
import type { CourseSummary } from '../../../contract/courses';
import type { Database } from '../../db/database';
import type { KbCoursesTable } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { assignedTo } from './article-access';
import { isKbAdmin } from './permissions';
import { readerChart } from './article-chart.sql';

export type CourseRow = Selectable<KbCoursesTable>;

/** The course (alias c) is visible to the caller. */
export function courseVisibleTo(auth: AuthContext) {
  return isKbAdmin(auth) ? sql<boolean>`true` : assignedTo(auth.staffId, 'c');
}

export async function findCourse(db: Database, auth: AuthContext, id: number): Promise<CourseRow> {
  const row = await db
    .selectFrom('kb_courses as c')
    .selectAll('c')
    .where('c.company_id', '=', auth.companyId)
    .where('c.id', '=', id)
    .where(courseVisibleTo(auth))
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

/** Course rows with their category name and counts, for lists (caller's where/order added). */
export function courseSummaries(db: Database, companyId: number) {
  return db
    .selectFrom('kb_courses as c')
    .leftJoin('kb_course_categories as cat', 'cat.id', 'c.category_id')
    .where('c.company_id', '=', companyId)
    .selectAll('c')
    .select([
      'cat.name as category_name',
      sql<number>`(SELECT count(*) FROM kb_course_sections s WHERE s.course_id = c.id)::int`.as('section_count'),
      sql<number>`(SELECT count(*) FROM kb_course_items i JOIN kb_course_sections s ON s.id = i.section_id
        WHERE s.course_id = c.id)::int`.as('item_count'),
    ]);
}

export type CourseSummaryRow = CourseRow & { category_name: string | null; section_count: number; item_count: number };

export function presentSummary(row: CourseSummaryRow): CourseSummary {
  return {
    id: row.id,
    name: row.name,
    category: row.category_id,
    category_name: row.category_name,
    description: row.description,
    priority: row.priority,
    is_assigned_to_everyone: row.is_assigned_to_everyone,
    has_certificate: row.has_certificate,
    reassign_month_duration: row.reassign_month_duration,
    due_days: row.due_days,
    is_scorm: row.is_scorm,
    section_count: row.section_count,
    item_count: row.item_count,
    created_on: row.created_on.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Sections of a course in order. */
export function loadSections(db: Database, courseId: number) {
  return db
    .selectFrom('kb_course_sections')
    .select(['id', 'order', 'title'])
    .where('course_id', '=', courseId)
    .orderBy('order')
    .orderBy('id')
    .execute();
}

/** The items' content: the articles and quizzes a reader needs to take the course. */
export async function loadItemContent(db: Database, companyId: number, articleIds: number[], quizIds: number[]) {
  const [articles, quizzes] = await Promise.all([
    articleIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('kb_articles')
          .select([
            'id',
            'title',
            'body',
            'video_url',
            'file_url',
            'file_urls',
            readerChart('kb_articles').as('decision_chart'),
            'acknowledgement_type',
            'acknowledgement_question',
            'article_answers',
          ])
          .where('company_id', '=', companyId)
          .where('id', 'in', articleIds)
          .execute(),
    quizIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('kb_quizzes')
          .select(['id', 'title', 'description', 'pass_mark', 'questions'])
          .where('company_id', '=', companyId)
          .where('id', 'in', quizIds)
          .execute(),
  ]);
  return { articles: new Map(articles.map((a) => [a.id, a])), quizzes: new Map(quizzes.map((q) => [q.id, q])) };
}
