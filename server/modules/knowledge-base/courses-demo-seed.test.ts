// The demo course (server/seed/courses.ts) as acme's staff meet it after `npm start`: assigned to
// everyone, in progress where the staff member read its articles before, its first open item next, due within 30 days, and its quiz scored like any other.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AssignedCourse, Course, QuizAttempt } from '../../../contract/courses';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import { authed, createTestApp, login, type TestContext } from '../../test/helpers';
import { KB } from './knowledge-base.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ emptyDatabase: true });
  await seedDemo(ctx.database.db);
});
afterAll(() => ctx.close());

it('gives staff an induction course to take', async () => {
  const staff = await login(ctx.app, 'staff@acme.test', DEMO_PASSWORD);
  const assigned = (await authed(ctx.app, staff, { method: 'GET', url: `${KB}/courses-assigned-and-read/` })).json<
    AssignedCourse[]
  >();
  const induction = assigned.find((c) => c.name === 'Warehouse safety induction')!;
  expect(induction).toMatchObject({ has_certificate: true, section_count: 2, item_count: 4 });
  // Staff read some of the demo articles already, which counts in the course (Forklift waits for its answer).
  expect(induction.progress).toMatchObject({
    state: 'in_progress',
    total_items: 4,
    next_item: { title: 'Forklift pre-shift inspection', item_type: 'article' },
  });
  expect(Date.parse(induction.progress.due_on!)).toBeGreaterThan(Date.now());

  const course = (
    await authed(ctx.app, staff, { method: 'GET', url: `${KB}/courses/${induction.id}/` })
  ).json<Course>();
  const quiz = course.sections[1]!.section_items[1]!.quiz_content!;
  const attempt = await authed(ctx.app, staff, {
    method: 'POST',
    url: `${KB}/quiz-responses-bulk-create/`,
    payload: {
      quiz: quiz.id,
      course: course.id,
      responses: quiz.questions.map((q) => ({ question: q.id, answers: [1] })),
    },
  });
  expect(attempt.json<QuizAttempt>()).toMatchObject({ score: 100, passed: true });
});
