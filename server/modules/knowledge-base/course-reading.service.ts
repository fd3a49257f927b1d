// Taking courses (spec knowledge-base §7 courses-assigned-and-read/, courses-articles-to-read/,
// mark-course-as-read/, reassign-course/{id}/, course-assigned-users/{id}/): a person's assigned
// courses with their progress, the next items, reading (and acknowledging) a course's article —
// which completes the course when it was the last item — and an admin's reassignment and view of
// everyone's progress.
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  ARTICLE_NOT_IN_COURSE,
  type AssignedCourse,
  type CourseAssignedUser,
  type CourseItemToRead,
  type MarkCourseAsReadResponse,
  type markCourseAsReadSchema,
  type ReassignCourseResponse,
} from '../../../contract/courses';
import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { assignedTo, staffAssignedTo } from './article-access';
import { computeProgress, loadCourseItems, progressKey, recordCompletionIfDone } from './course-progress';
import { courseSummaries, findCourse, presentSummary } from './courses.repository';
import { recordAcknowledgement } from './reading.service';

/** The courses assigned to the staff member, by priority, each with their progress. */
export async function assignedCourses(db: Database, companyId: number, staffId: number): Promise<AssignedCourse[]> {
  const rows = await courseSummaries(db, companyId)
    .where(assignedTo(staffId, 'c'))
    .orderBy('c.priority', 'desc')
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  const progress = await computeProgress(db, companyId, rows, [staffId]);
  return rows.map((r) => ({ ...presentSummary(r), progress: progress.get(progressKey(r.id, staffId))!.progress }));
}

/** The next item of each unfinished assigned course, soonest due first, then by priority. */
export async function itemsToRead(db: Database, auth: AuthContext): Promise<CourseItemToRead[]> {
  const courses = await assignedCourses(db, auth.companyId, auth.staffId);
  const open = courses.filter((c) => c.progress.state !== 'completed' && c.progress.next_item);
  const items = await loadCourseItems(
    db,
    auth.companyId,
    open.map((c) => c.id),
  );
  const byId = new Map(items.map((i) => [i.item_id, i]));
  const due = (c: AssignedCourse) => c.progress.due_on ?? '9999';
  return open
    .sort((a, b) => due(a).localeCompare(due(b)) || b.priority - a.priority)
    .map((c) => {
      const item = byId.get(c.progress.next_item!.id)!;
      return {
        course: c.id,
        course_name: c.name,
        item: item.item_id,
        item_type: item.article_id ? 'article' : 'quiz',
        article: item.article_id,
        quiz: item.quiz_id,
        title: item.title,
        due_on: c.progress.due_on,
      };
    });
}

/**
 * The caller read an article of the course, and acknowledges it when a signature or answers come
 * with it. Safe to repeat (a second read moves read_on; an acknowledgement is another record).
 */
export async function markCourseAsRead(
  db: Database,
  auth: AuthContext,
  input: z.output<typeof markCourseAsReadSchema>,
): Promise<MarkCourseAsReadResponse> {
  const course = await findCourse(db, auth, input.course);
  // Only a person assigned the course takes it: a KB admin opening a course assigned to others is
  // previewing it, and neither reads, acknowledgements nor a completion are recorded for them.
  const taking = await isAssignedCourse(db, auth.staffId, course.id);
  if (input.article !== undefined) {
    const article = await db
      .selectFrom('kb_course_items as i')
      .innerJoin('kb_course_sections as s', 's.id', 'i.section_id')
      .innerJoin('kb_articles as a', 'a.id', 'i.article_id')
      .select(['a.id', 'a.title', 'a.acknowledgement_type', 'a.acknowledgement_question', 'a.article_answers'])
      .where('s.course_id', '=', course.id)
      .where('a.id', '=', input.article)
      .where('a.company_id', '=', auth.companyId)
      .executeTakeFirst();
    if (!article) throw ValidationError.field('article', ARTICLE_NOT_IN_COURSE);
    if (!taking) {
      const preview = await computeProgress(db, auth.companyId, [course], [auth.staffId]);
      return {
        course: course.id,
        article: article.id,
        progress: preview.get(progressKey(course.id, auth.staffId))!.progress,
      };
    }
    if (input.signature !== undefined || input.answers !== undefined) {
      await recordAcknowledgement(db, auth, article, input);
    }
    await db
      .insertInto('kb_article_reads')
      .values({ company_id: auth.companyId, article_id: article.id, staff_id: auth.staffId, read_on: sql<Date>`now()` })
      .onConflict((oc) => oc.columns(['article_id', 'staff_id']).doUpdateSet({ read_on: sql<Date>`now()` }))
      .execute();
  }
  const { progress } = taking
    ? await recordCompletionIfDone(db, auth.companyId, course, auth.staffId)
    : (await computeProgress(db, auth.companyId, [course], [auth.staffId])).get(progressKey(course.id, auth.staffId))!;
  return { course: course.id, article: input.article ?? null, progress };
}

/** The staff member is assigned the course (not an admin previewing it). */
export async function isAssignedCourse(db: Database, staffId: number, courseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('kb_courses as c')
    .select(assignedTo(staffId, 'c').as('is_assigned'))
    .where('c.id', '=', courseId)
    .executeTakeFirst();
  return row?.is_assigned === true;
}

/** Active staff assigned the course (alias c), plus anyone with progress on it. */
function courseStaff(db: Database, companyId: number, courseId: number) {
  return db
    .selectFrom('kb_courses as c')
    .innerJoin('staff as s', 's.company_id', 'c.company_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('divisions as d', 'd.id', 's.division_id')
    .where('c.id', '=', courseId)
    .where('c.company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb.and([eb('s.is_active', '=', true), staffAssignedTo('c')]),
        eb.exists(
          eb
            .selectFrom('kb_course_progress as p')
            .select('p.staff_id')
            .whereRef('p.course_id', '=', 'c.id')
            .whereRef('p.staff_id', '=', 's.id'),
        ),
      ]),
    )
    .select([
      's.id as staff_id',
      sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('name'),
      'u.email',
      'd.division_name',
      staffAssignedTo('c').as('is_assigned'),
    ])
    .orderBy('name')
    .orderBy('s.id');
}

/** Everyone assigned the course starts it again: what they did before stops counting. */
export async function reassignCourse(db: Database, auth: AuthContext, id: number): Promise<ReassignCourseResponse> {
  const course = await findCourse(db, auth, id);
  const staff = await courseStaff(db, auth.companyId, course.id).execute();
  if (staff.length > 0) {
    await db
      .insertInto('kb_course_progress')
      .values(
        staff.map((s) => ({
          company_id: auth.companyId,
          course_id: course.id,
          staff_id: s.staff_id,
          reassigned_on: sql<Date>`now()`,
        })),
      )
      .onConflict((oc) => oc.columns(['course_id', 'staff_id']).doUpdateSet({ reassigned_on: sql<Date>`now()` }))
      .execute();
  }
  return { course: course.id, reassigned: staff.length };
}

export async function courseAssignedUsers(db: Database, auth: AuthContext, id: number): Promise<CourseAssignedUser[]> {
  const course = await findCourse(db, auth, id);
  const staff = await courseStaff(db, auth.companyId, course.id).execute();
  const progress = await computeProgress(
    db,
    auth.companyId,
    [course],
    staff.map((s) => s.staff_id),
  );
  return staff.map((s) => ({ ...s, progress: progress.get(progressKey(course.id, s.staff_id))!.progress }));
}
