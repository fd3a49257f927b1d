// Reading courses (spec knowledge-base §7 courses/, courses/{id}, course-categories/): the admin
// list with ordering and search (or the simple list), one course with its sections, each item's
// content for the reader and the caller's progress, and the course categories.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Course, CourseCategory, CourseSection, courseListQuerySchema } from '../../../contract/courses';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import { pageWindow, paginated } from '../../lib/pagination';
import type { AuthContext } from '../../lib/route';
import { assignedTo } from './article-access';
import { computeProgress, loadCourseItems, progressKey } from './course-progress';
import {
  courseSummaries,
  courseVisibleTo,
  findCourse,
  loadItemContent,
  loadSections,
  presentSummary,
} from './courses.repository';
import { isKbAdmin } from './permissions';

const ORDER_COLUMNS = { name: 'c.name', priority: 'c.priority', created_on: 'c.created_on' } as const;

export async function listCourses(
  db: Database,
  auth: AuthContext,
  query: z.output<typeof courseListQuerySchema>,
  request: FastifyRequest,
) {
  const base = courseSummaries(db, auth.companyId)
    .where(courseVisibleTo(auth))
    .$if(!!query.search, (q) => q.where('c.name', 'ilike', containsPattern(query.search!)))
    .$if(query.category !== undefined, (q) => q.where('c.category_id', '=', query.category!));
  if (query.simple_details) {
    return base.clearSelect().select(['c.id', 'c.name']).orderBy('c.name').orderBy('c.id').execute();
  }
  const desc = query.ordering.startsWith('-');
  const column = ORDER_COLUMNS[query.ordering.replace('-', '') as keyof typeof ORDER_COLUMNS];
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    base
      .orderBy(column, desc ? 'desc' : 'asc')
      .orderBy('c.id', desc ? 'desc' : 'asc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return paginated(request, query, Number(total.count), rows.map(presentSummary));
}

/** One course: its fields, its sections with each item's content and state, the caller's progress. */
export async function courseDetail(db: Database, auth: AuthContext, id: number): Promise<Course> {
  const row = await findCourse(db, auth, id);
  const admin = isKbAdmin(auth);
  const [summary, sections, items, assigned] = await Promise.all([
    courseSummaries(db, auth.companyId).where('c.id', '=', id).executeTakeFirstOrThrow(),
    loadSections(db, id),
    loadCourseItems(db, auth.companyId, [id]),
    db
      .selectFrom('kb_courses as c')
      .select(assignedTo(auth.staffId, 'c').as('is_assigned'))
      .where('c.id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  const mine = (await computeProgress(db, auth.companyId, [row], [auth.staffId], new Date(), items)).get(
    progressKey(id, auth.staffId),
  )!;
  const content = await loadItemContent(
    db,
    auth.companyId,
    items.flatMap((i) => (i.article_id ? [i.article_id] : [])),
    items.flatMap((i) => (i.quiz_id ? [i.quiz_id] : [])),
  );
  const presentSections: CourseSection[] = sections.map((s) => ({
    id: s.id,
    order: s.order,
    title: s.title,
    section_items: items
      .filter((i) => i.section_id === s.id)
      .map((i) => {
        const article = i.article_id ? content.articles.get(i.article_id) : undefined;
        const quiz = i.quiz_id ? content.quizzes.get(i.quiz_id) : undefined;
        return {
          id: i.item_id,
          order: i.order,
          item_type: article ? ('article' as const) : ('quiz' as const),
          article: i.article_id,
          quiz: i.quiz_id,
          title: article?.title ?? quiz?.title ?? '',
          article_content: article && {
            id: article.id,
            title: article.title,
            body: article.body,
            video_url: article.video_url,
            file_url: article.file_url,
            file_urls: article.file_urls,
            decision_chart: article.decision_chart,
            acknowledgement_type: article.acknowledgement_type,
            acknowledgement_question: article.acknowledgement_question,
            // Which answers are correct stays on the server for readers (it checks them).
            article_answers: article.article_answers.map(({ id, answer, is_correct }) =>
              admin ? { id, answer, is_correct } : { id, answer },
            ),
          },
          quiz_content: quiz && {
            id: quiz.id,
            title: quiz.title,
            description: quiz.description,
            pass_mark: quiz.pass_mark,
            questions: quiz.questions.map((q) => ({
              id: q.id,
              question: q.question,
              answers: q.answers.map(({ id, answer, is_correct }) =>
                admin ? { id, answer, is_correct } : { id, answer },
              ),
            })),
          },
          // An admin previewing a course not assigned to them gets no item states, so the reader
          // does not mark what they open as read (mark-course-as-read/ would not record it either).
          state: assigned.is_assigned ? mine.items.get(i.item_id) : undefined,
        };
      }),
  }));
  const { section_count: _s, item_count: _i, ...fields } = presentSummary(summary);
  return {
    ...fields,
    division: row.division_ids.map(Number),
    individuals: row.staff_ids.map(Number),
    assigned_positions: row.position_ids.map(Number),
    assigned_responsibilities: row.responsibility_ids.map(Number),
    scorm_file_url: row.scorm_file_url,
    sections: presentSections,
    is_assigned: assigned.is_assigned,
    progress: mine.progress,
  };
}

// ---- Course categories ----

function categoryRows(db: Database, companyId: number) {
  return db
    .selectFrom('kb_course_categories as cat')
    .where('cat.company_id', '=', companyId)
    .select([
      'cat.id',
      'cat.name',
      sql<number>`(SELECT count(*) FROM kb_courses c WHERE c.category_id = cat.id)::int`.as('course_count'),
    ]);
}

export function listCourseCategories(db: Database, auth: AuthContext): Promise<CourseCategory[]> {
  return categoryRows(db, auth.companyId).orderBy('cat.name').orderBy('cat.id').execute();
}

export async function courseCategory(db: Database, auth: AuthContext, id: number): Promise<CourseCategory> {
  const row = await categoryRows(db, auth.companyId).where('cat.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

export async function createCourseCategory(db: Database, auth: AuthContext, name: string): Promise<CourseCategory> {
  const { id } = await db
    .insertInto('kb_course_categories')
    .values({ company_id: auth.companyId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return courseCategory(db, auth, id);
}

export async function renameCourseCategory(db: Database, auth: AuthContext, id: number, name: string) {
  const row = await db
    .updateTable('kb_course_categories')
    .set({ name })
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return courseCategory(db, auth, id);
}

/** Its courses keep going without a category (the builder then asks for one on the next save). */
export async function deleteCourseCategory(db: Database, auth: AuthContext, id: number): Promise<void> {
  const row = await db
    .deleteFrom('kb_course_categories')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
}
