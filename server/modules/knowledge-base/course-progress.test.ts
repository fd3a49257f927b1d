// Taking courses (contract/courses.ts "Completion" and quiz scoring): quizzes scored on the server
// with every attempt kept; a course completes only when every article is read, acknowledged when it
// asks for it, and every quiz passed; an admin's reassignment and the reassign period start the
// course again; due and overdue; repeats with one Idempotency-Key apply once; user views and the
// leaderboard count what was done.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUIZ_UNKNOWN_QUESTION,
  type AssignedCourse,
  type Course,
  type CourseAssignedUser,
  type LeaderboardRow,
  type MarkCourseAsReadResponse,
  type QuizAttempt,
  type UpcomingItem,
  type UserKbSummary,
} from '../../../contract/courses';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { createCourse, createQuiz, seedCourseCategory } from './courses.fixtures';
import { api, createArticle, KB, seedCategory } from './knowledge-base.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A course for everyone: an article asking for a signature, then a two-question quiz. */
async function course(options: { reassign?: number; dueDays?: number; passMark?: number } = {}) {
  const c = await createTestCompany(ctx);
  const db = ctx.database.db;
  const article = await createArticle(ctx, c.admin, {
    article_category: await seedCategory(db, c.companyId, 'Safety'),
    acknowledgement_type: 1,
  });
  const quiz = await createQuiz(ctx, c.admin, options.passMark !== undefined ? { pass_mark: options.passMark } : {});
  const made = await createCourse(ctx, c.admin, {
    category: await seedCourseCategory(db, c.companyId, 'Induction'),
    is_assigned_to_everyone: true,
    reassign_month_duration: options.reassign ?? 0,
    due_days: options.dueDays ?? null,
    sections: [{ title: 'All', section_items: [{ article: article.id }, { quiz: quiz.id }] }],
  });
  return { c, article, quiz, course: made };
}

const take = (c: TestCompany, quiz: number, courseId: number | null, answers: [number[], number[]]) =>
  api(ctx, c.staff, {
    method: 'POST',
    url: `${KB}/quiz-responses-bulk-create/`,
    payload: { quiz, course: courseId, responses: answers.map((a, i) => ({ question: i + 1, answers: a })) },
  });
const read = (c: TestCompany, courseId: number, article: number, extra: object = {}, headers = {}) =>
  api(ctx, c.staff, {
    method: 'POST',
    url: `${KB}/mark-course-as-read/`,
    payload: { course: courseId, article, ...extra },
    headers,
  });
const progressOf = async (c: TestCompany, courseId: number) =>
  (await api(ctx, c.staff, { method: 'GET', url: `${KB}/courses/${courseId}/` })).json<Course>().progress;

describe('quiz scoring', () => {
  it('scores the percent of questions answered exactly right and passes at the pass mark (80 by default)', async () => {
    const { c, quiz, course: made } = await course();
    expect(quiz.pass_mark).toBe(80);
    const half = await take(c, quiz.id, made.id, [[1], [1, 2]]);
    expect(half.statusCode, half.body).toBe(201);
    expect(half.json<QuizAttempt>()).toMatchObject({
      score: 50,
      passed: false,
      correct_count: 1,
      question_count: 2,
      pass_mark: 80,
      results: [
        { question: 1, is_correct: true, answers: ['The forks'] },
        { question: 2, is_correct: false, answers: ['5 km/h', '30 km/h'] },
      ],
    });
    const full = (await take(c, quiz.id, made.id, [[1], [1]])).json<QuizAttempt>();
    expect(full).toMatchObject({ score: 100, passed: true });
    const history = await api(ctx, c.staff, {
      method: 'GET',
      url: `${KB}/quiz-responses/${c.staff.staffId}/${quiz.id}`,
    });
    expect(history.json<QuizAttempt[]>().map((a) => a.score)).toEqual([100, 50]);
    // Another person's attempts are for admins only.
    expect(
      (await api(ctx, c.staff, { method: 'GET', url: `${KB}/quiz-responses/${c.admin.staffId}/${quiz.id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api(ctx, c.admin, { method: 'GET', url: `${KB}/quiz-responses/${c.staff.staffId}/${quiz.id}` })).json<
        QuizAttempt[]
      >(),
    ).toHaveLength(2);
  });

  it('counts unanswered questions as wrong, honours a lower pass mark and refuses unknown questions', async () => {
    const { c, quiz, course: made } = await course({ passMark: 50 });
    const one = await api(ctx, c.staff, {
      method: 'POST',
      url: `${KB}/quiz-responses-bulk-create/`,
      payload: { quiz: quiz.id, course: made.id, responses: [{ question: 1, answers: [1] }] },
    });
    expect(one.json<QuizAttempt>()).toMatchObject({ score: 50, passed: true, pass_mark: 50 });
    const unknown = await api(ctx, c.staff, {
      method: 'POST',
      url: `${KB}/quiz-responses-bulk-create/`,
      payload: { quiz: quiz.id, course: made.id, responses: [{ question: 7, answers: [1] }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ responses: [QUIZ_UNKNOWN_QUESTION] });
  });

  it('staff take only the quizzes of their courses', async () => {
    const c = await createTestCompany(ctx);
    const loose = await createQuiz(ctx, c.admin);
    expect((await take(c, loose.id, null, [[1], [1]])).statusCode).toBe(404);
    expect((await api(ctx, c.staff, { method: 'GET', url: `${KB}/quizzes/${loose.id}/` })).statusCode).toBe(404);
  });
});

describe('completion', () => {
  it('needs every article read and acknowledged and every quiz passed', async () => {
    const { c, article, quiz, course: made } = await course();
    expect(await progressOf(c, made.id)).toMatchObject({
      state: 'not_started',
      completed_items: 0,
      total_items: 2,
      next_item: { title: article.title, item_type: 'article' },
    });

    const onlyRead = (await read(c, made.id, article.id)).json<MarkCourseAsReadResponse>();
    expect(onlyRead.progress).toMatchObject({ state: 'in_progress', completed_items: 0 });

    const signed = await read(c, made.id, article.id, { signature: 'Sam Staff' });
    expect(signed.json<MarkCourseAsReadResponse>().progress).toMatchObject({
      state: 'in_progress',
      completed_items: 1,
      next_item: { title: quiz.title, item_type: 'quiz' },
    });

    await take(c, quiz.id, made.id, [[1], [2]]);
    expect((await progressOf(c, made.id)).state).toBe('in_progress');
    await take(c, quiz.id, made.id, [[1], [1]]);
    const done = await progressOf(c, made.id);
    expect(done).toMatchObject({ state: 'completed', completed_items: 2, percent: 100, next_item: null });
    const row = await ctx.database.db
      .selectFrom('kb_course_progress')
      .select('completed_on')
      .where('course_id', '=', made.id)
      .where('staff_id', '=', c.staff.staffId)
      .executeTakeFirstOrThrow();
    expect(row.completed_on).not.toBeNull();

    const users = await api(ctx, c.admin, { method: 'GET', url: `${KB}/course-assigned-users/${made.id}/` });
    const staffRow = users.json<CourseAssignedUser[]>().find((u) => u.staff_id === c.staff.staffId)!;
    expect(staffRow.progress.state).toBe('completed');
    const adminRow = users.json<CourseAssignedUser[]>().find((u) => u.staff_id === c.admin.staffId)!;
    expect(adminRow.progress.state).toBe('not_started');
  });

  it('a wrong acknowledgement answer is refused and nothing is recorded', async () => {
    const c = await createTestCompany(ctx);
    const db = ctx.database.db;
    const article = await createArticle(ctx, c.admin, {
      article_category: await seedCategory(db, c.companyId, 'S'),
      acknowledgement_type: 2,
      acknowledgement_question: 'Which?',
      article_answers: [
        { answer: 'Right', is_correct: true },
        { answer: 'Wrong', is_correct: false },
      ],
    });
    const made = await createCourse(ctx, c.admin, {
      category: await seedCourseCategory(db, c.companyId, 'I'),
      is_assigned_to_everyone: true,
      sections: [{ title: 'A', section_items: [{ article: article.id }] }],
    });
    expect((await read(c, made.id, article.id, { answers: [2] })).statusCode).toBe(400);
    expect((await progressOf(c, made.id)).state).toBe('not_started');
    expect((await read(c, made.id, article.id, { answers: [1] })).json<MarkCourseAsReadResponse>().progress.state).toBe(
      'completed',
    );
  });

  it('the same read sent twice with one Idempotency-Key is applied once', async () => {
    const { c, article, course: made } = await course();
    const headers = { 'idempotency-key': 'read-once-1' };
    const first = await read(c, made.id, article.id, { signature: 'Sam' }, headers);
    const again = await read(c, made.id, article.id, { signature: 'Sam' }, headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const acks = await ctx.database.db
      .selectFrom('kb_acknowledgements')
      .select('id')
      .where('article_id', '=', article.id)
      .execute();
    expect(acks).toHaveLength(1);
  });
});

/** Moves everything the staff member did on the course `months` into the past. */
async function ageActivity(c: TestCompany, courseId: number, articleId: number, months: number) {
  const db = ctx.database.db;
  const back = sql<Date>`now() - make_interval(months => ${months})`;
  await db.updateTable('kb_course_progress').set({ completed_on: back }).where('course_id', '=', courseId).execute();
  await db.updateTable('kb_article_reads').set({ read_on: back }).where('article_id', '=', articleId).execute();
  await db.updateTable('kb_acknowledgements').set({ created_on: back }).where('article_id', '=', articleId).execute();
  await db.updateTable('kb_quiz_attempts').set({ created_on: back }).where('staff_id', '=', c.staff.staffId).execute();
}

async function complete(c: TestCompany, courseId: number, article: number, quiz: number) {
  await read(c, courseId, article, { signature: 'Sam' });
  await take(c, quiz, courseId, [[1], [1]]);
  expect((await progressOf(c, courseId)).state).toBe('completed');
}

describe('reassignment', () => {
  it('an admin reassigning the course starts it again for everyone', async () => {
    const { c, article, quiz, course: made } = await course();
    await complete(c, made.id, article.id, quiz.id);
    const res = await api(ctx, c.admin, { method: 'POST', url: `${KB}/reassign-course/${made.id}/` });
    expect(res.json()).toEqual({ course: made.id, reassigned: 2 });
    expect(await progressOf(c, made.id)).toMatchObject({ state: 'not_started', completed_items: 0 });
    await complete(c, made.id, article.id, quiz.id);
  });

  it('after reassign_month_duration the completion stops counting and the course is due again', async () => {
    const { c, article, quiz, course: made } = await course({ reassign: 6 });
    await complete(c, made.id, article.id, quiz.id);
    const fresh = await progressOf(c, made.id);
    expect(new Date(fresh.expires_on!).getTime()).toBeGreaterThan(Date.now() + 150 * 86_400_000);

    await ageActivity(c, made.id, article.id, 5);
    expect((await progressOf(c, made.id)).state).toBe('completed');

    await ageActivity(c, made.id, article.id, 7);
    const due = await progressOf(c, made.id);
    expect(due).toMatchObject({ state: 'overdue', completed_items: 0, completed_on: null });
    expect(new Date(due.due_on!).getTime()).toBeLessThan(Date.now());
    await complete(c, made.id, article.id, quiz.id);
  });

  it('due_days gives a deadline from the cycle start; past it the course is overdue', async () => {
    const { c, course: made } = await course({ dueDays: 7 });
    const open = await progressOf(c, made.id);
    expect(open.state).toBe('not_started');
    expect(new Date(open.due_on!).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    await ctx.database.db
      .updateTable('kb_courses')
      .set({ created_on: sql<Date>`now() - interval '8 days'` })
      .where('id', '=', made.id)
      .execute();
    expect((await progressOf(c, made.id)).state).toBe('overdue');
  });
});

describe('user views and leaderboard', () => {
  it('count what each person did; staff see only their own', async () => {
    const { c, article, quiz, course: made } = await course();
    await complete(c, made.id, article.id, quiz.id);
    const mine = await api(ctx, c.staff, { method: 'GET', url: `${KB}/user-kb-summary/${c.staff.staffId}/` });
    expect(mine.json<UserKbSummary>()).toMatchObject({ assigned_courses: 1, completed_courses: 1, quizzes_passed: 1 });
    expect(
      (await api(ctx, c.staff, { method: 'GET', url: `${KB}/user-kb-summary/${c.admin.staffId}/` })).statusCode,
    ).toBe(404);
    const theirs = await api(ctx, c.admin, { method: 'GET', url: `${KB}/user-read-courses/${c.staff.staffId}/` });
    expect(theirs.json<AssignedCourse[]>().map((x) => x.id)).toEqual([made.id]);
    const upcoming = await api(ctx, c.admin, {
      method: 'GET',
      url: `${KB}/upcoming-assigned-items/${c.admin.staffId}/`,
    });
    expect(upcoming.json<UpcomingItem[]>().map((x) => [x.item_type, x.id])).toEqual([['course', made.id]]);
    const board = await api(ctx, c.admin, { method: 'GET', url: `${KB}/kb-leaderboard/` });
    expect(board.json<LeaderboardRow[]>()[0]).toMatchObject({
      staff_id: c.staff.staffId,
      articles_read: 1,
      acknowledgements: 1,
      quizzes_passed: 1,
      courses_completed: 1,
      points: 9,
    });
    expect((await api(ctx, c.staff, { method: 'GET', url: `${KB}/kb-leaderboard/` })).statusCode).toBe(403);
  });
});
