// An admin previewing a course assigned to others (issue 20 item 8) is not counted as reading it:
// the course comes without item states (so the reader marks nothing) and mark-course-as-read/
// records no read, no acknowledgement and no completion for them, and a quiz they take in it is
// scored but not kept; the staff member it is assigned to still reads it, takes it and completes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course, CourseAssignedUser, MarkCourseAsReadResponse, QuizAttempt } from '../../../contract/courses';
import { createTestApp, createTestCompany, type TestContext } from '../../test/helpers';
import { createCourse, createQuiz, seedCourseCategory } from './courses.fixtures';
import { api, createArticle, KB, seedCategory } from './knowledge-base.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('previewing a course', () => {
  it('records nothing for an admin the course is not assigned to, and still records the assigned reader', async () => {
    const c = await createTestCompany(ctx);
    const db = ctx.database.db;
    const article = await createArticle(ctx, c.admin, {
      article_category: await seedCategory(db, c.companyId, 'Safety'),
    });
    const course = await createCourse(ctx, c.admin, {
      category: await seedCourseCategory(db, c.companyId, 'Induction'),
      individuals: [c.staff.staffId],
      sections: [{ title: 'All', section_items: [{ article: article.id }] }],
    });
    const asAdmin = (await api(ctx, c.admin, { method: 'GET', url: `${KB}/courses/${course.id}/` })).json<Course>();
    expect(asAdmin.is_assigned).toBe(false);
    expect(asAdmin.sections[0]!.section_items[0]!.state).toBeUndefined();

    const preview = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/mark-course-as-read/`,
      payload: { course: course.id, article: article.id },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<MarkCourseAsReadResponse>().progress.state).toBe('not_started');
    const reads = await db
      .selectFrom('kb_article_reads')
      .select('staff_id')
      .where('article_id', '=', article.id)
      .execute();
    expect(reads).toEqual([]);
    const completions = await db
      .selectFrom('kb_course_progress')
      .select('staff_id')
      .where('course_id', '=', course.id)
      .execute();
    expect(completions).toEqual([]);

    const asStaff = (await api(ctx, c.staff, { method: 'GET', url: `${KB}/courses/${course.id}/` })).json<Course>();
    expect(asStaff.sections[0]!.section_items[0]!.state).toMatchObject({ is_read: false });
    const read = await api(ctx, c.staff, {
      method: 'POST',
      url: `${KB}/mark-course-as-read/`,
      payload: { course: course.id, article: article.id },
    });
    expect(read.json<MarkCourseAsReadResponse>().progress.state).toBe('completed');
    const people = (await api(ctx, c.admin, { method: 'GET', url: `${KB}/course-assigned-users/${course.id}/` })).json<
      CourseAssignedUser[]
    >();
    expect(people.map((p) => p.staff_id)).toEqual([c.staff.staffId]);
  });

  it('scores a quiz an admin takes while previewing, and keeps nothing of it', async () => {
    const c = await createTestCompany(ctx);
    const db = ctx.database.db;
    const quiz = await createQuiz(ctx, c.admin);
    const course = await createCourse(ctx, c.admin, {
      category: await seedCourseCategory(db, c.companyId, 'Quizzes'),
      individuals: [c.staff.staffId],
      sections: [{ title: 'All', section_items: [{ quiz: quiz.id }] }],
    });
    const answers = { quiz: quiz.id, course: course.id, responses: [{ question: 1, answers: [1] }] };
    const preview = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/quiz-responses-bulk-create/`,
      payload: answers,
    });
    expect(preview.statusCode, preview.body).toBeLessThan(300);
    const scored = preview.json<QuizAttempt>();
    expect(scored).toMatchObject({ preview: true, question_count: quiz.questions.length });
    expect(scored.results).toHaveLength(quiz.questions.length);
    const kept = () => db.selectFrom('kb_quiz_attempts').select('staff_id').where('quiz_id', '=', quiz.id).execute();
    expect(await kept()).toEqual([]);

    const taken = await api(ctx, c.staff, {
      method: 'POST',
      url: `${KB}/quiz-responses-bulk-create/`,
      payload: answers,
    });
    expect(taken.json<QuizAttempt>().preview).toBeUndefined();
    expect(await kept()).toEqual([{ staff_id: c.staff.staffId }]);
  });
});
