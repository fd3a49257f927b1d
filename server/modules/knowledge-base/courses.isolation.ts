// Tenant-isolation cases for the course and quiz routes (consumed by server/test/isolation.test.ts):
// company A's admin aims at company B's courses, course categories, quizzes, attempts, staff and
// positions; lists must not show B's names; creates with A's own rows touch nothing of B.
import type { IsolationCase, IsolationTarget } from '../../test/isolation';
import { seedCourse, seedCourseCategory, seedQuiz } from './courses.fixtures';
import { KB, seedCategory, seedPosition } from './knowledge-base.fixtures';

const secret = (t: IsolationTarget, what: string) => `victim-${what}-${t.victim.companyId}`;
const leaks = (t: IsolationTarget) => ['course', 'course-category', 'quiz', 'article'].map((w) => secret(t, w));

interface Victim {
  course: number;
  category: number;
  quiz: number;
  position: number;
  staff: number;
}

const seeded = new WeakMap<IsolationTarget, Promise<Victim>>();
const victimRows = (t: IsolationTarget) => seeded.get(t) ?? seeded.set(t, seedVictim(t)).get(t)!;

/** B's course (an article and a quiz, assigned to everyone), its category, B's staff's attempt and progress. */
async function seedVictim(t: IsolationTarget): Promise<Victim> {
  const db = t.ctx.database.db;
  const c = t.victim.companyId;
  const kbCategory = await seedCategory(db, c, 'B');
  const article = await db
    .insertInto('kb_articles')
    .values({ company_id: c, status: 0, title: secret(t, 'article'), article_category_id: kbCategory })
    .returning('id')
    .executeTakeFirstOrThrow();
  const category = await seedCourseCategory(db, c, secret(t, 'course-category'));
  const quiz = await seedQuiz(db, c, secret(t, 'quiz'));
  const course = await seedCourse(db, c, secret(t, 'course'), { article: article.id, quiz }, category);
  const staff = t.victim.staff.staffId;
  await db
    .insertInto('kb_quiz_attempts')
    .values({
      company_id: c,
      quiz_id: quiz,
      staff_id: staff,
      course_id: course,
      score: 100,
      pass_mark: 80,
      passed: true,
      correct_count: 1,
      question_count: 1,
    })
    .execute();
  await db
    .insertInto('kb_course_progress')
    .values({ company_id: c, course_id: course, staff_id: staff, completed_on: new Date() })
    .execute();
  const position = await seedPosition(db, c, 'B position', [staff]);
  return { course, category, quiz, position, staff };
}

/** A's own course category and published article, for creates that must touch only A. */
async function ownRows(t: IsolationTarget) {
  const db = t.ctx.database.db;
  const c = t.attacker.companyId;
  const category = await seedCourseCategory(db, c, 'Ours');
  const kbCategory = await seedCategory(db, c, 'Ours');
  const article = await db
    .insertInto('kb_articles')
    .values({ company_id: c, status: 0, title: 'Ours', article_category_id: kbCategory })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { category, article: article.id };
}

type Route = IsolationCase['route'];
type Options = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };

const listCase = (route: Route, url: string, admin = false): IsolationCase => ({
  route,
  expect: 'own-company',
  request: async (t) => (await victimRows(t), { method: 'GET', url }),
  leaks,
  ...(admin ? { staffForbidden: () => ({ method: 'GET', url }) } : {}),
});

const ownCase = (
  route: Route,
  options: (t: IsolationTarget, v: Victim) => Promise<Options> | Options,
): IsolationCase => ({
  route,
  expect: 'own-company',
  request: async (t) => options(t, await victimRows(t)),
  leaks,
  staffForbidden: async (t) => options(t, await victimRows(t)),
});

const foreignCase = (route: Route, options: (v: Victim) => Options, admin = false): IsolationCase => ({
  route,
  expect: 'foreign-404',
  request: async (t) => options(await victimRows(t)),
  ...(admin ? { staffForbidden: async (t: IsolationTarget) => options(await victimRows(t)) } : {}),
});

const userView = (path: string): IsolationCase =>
  foreignCase(`GET /knowledgebase/api/${path}/:id/` as Route, (v) => ({
    method: 'GET',
    url: `${KB}/${path}/${v.staff}/`,
  }));

export const isolationCases: IsolationCase[] = [
  listCase('GET /knowledgebase/api/courses/', `${KB}/courses/`),
  ownCase('POST /knowledgebase/api/courses/', async (t) => {
    const own = await ownRows(t);
    return {
      method: 'POST',
      url: `${KB}/courses/`,
      payload: {
        name: 'Ours',
        category: own.category,
        sections: [{ title: 'S', section_items: [{ article: own.article }] }],
      },
    };
  }),
  ownCase('POST /knowledgebase/api/courses/bulk-update/', (_t, v) => ({
    method: 'POST',
    url: `${KB}/courses/bulk-update/`,
    payload: { ids: [v.course], changes: { priority: 9 } },
  })),
  ownCase('POST /knowledgebase/api/courses/bulk-delete/', (_t, v) => ({
    method: 'POST',
    url: `${KB}/courses/bulk-delete/`,
    payload: { ids: [v.course] },
  })),
  foreignCase('GET /knowledgebase/api/courses/:id/', (v) => ({ method: 'GET', url: `${KB}/courses/${v.course}/` })),
  foreignCase(
    'PATCH /knowledgebase/api/courses/:id/',
    (v) => ({ method: 'PATCH', url: `${KB}/courses/${v.course}/`, payload: { name: 'x' } }),
    true,
  ),
  foreignCase(
    'DELETE /knowledgebase/api/courses/:id/',
    (v) => ({ method: 'DELETE', url: `${KB}/courses/${v.course}/` }),
    true,
  ),
  foreignCase(
    'POST /knowledgebase/api/courses/:id/duplicate/',
    (v) => ({ method: 'POST', url: `${KB}/courses/${v.course}/duplicate/` }),
    true,
  ),
  listCase('GET /knowledgebase/api/course-categories/', `${KB}/course-categories/`),
  ownCase('POST /knowledgebase/api/course-categories/', () => ({
    method: 'POST',
    url: `${KB}/course-categories/`,
    payload: { name: 'Ours' },
  })),
  foreignCase('GET /knowledgebase/api/course-category/:id/', (v) => ({
    method: 'GET',
    url: `${KB}/course-category/${v.category}/`,
  })),
  foreignCase(
    'PATCH /knowledgebase/api/course-category/:id/',
    (v) => ({ method: 'PATCH', url: `${KB}/course-category/${v.category}/`, payload: { name: 'x' } }),
    true,
  ),
  foreignCase(
    'DELETE /knowledgebase/api/course-category/:id/',
    (v) => ({ method: 'DELETE', url: `${KB}/course-category/${v.category}/` }),
    true,
  ),
  listCase('GET /knowledgebase/api/courses-assigned-and-read/', `${KB}/courses-assigned-and-read/`),
  listCase('GET /knowledgebase/api/courses-articles-to-read/', `${KB}/courses-articles-to-read/`),
  foreignCase('POST /knowledgebase/api/mark-course-as-read/', (v) => ({
    method: 'POST',
    url: `${KB}/mark-course-as-read/`,
    payload: { course: v.course },
  })),
  foreignCase(
    'POST /knowledgebase/api/reassign-course/:id/',
    (v) => ({ method: 'POST', url: `${KB}/reassign-course/${v.course}/` }),
    true,
  ),
  foreignCase(
    'GET /knowledgebase/api/course-assigned-users/:id/',
    (v) => ({ method: 'GET', url: `${KB}/course-assigned-users/${v.course}/` }),
    true,
  ),
  foreignCase('GET /knowledgebase/api/position-courses-articles/:id/', (v) => ({
    method: 'GET',
    url: `${KB}/position-courses-articles/${v.position}/`,
  })),
  userView('user-kb-summary'),
  userView('user-read-articles'),
  userView('user-assigned-articles'),
  userView('user-assigned-courses'),
  userView('user-read-courses'),
  userView('upcoming-assigned-items'),
  listCase('GET /knowledgebase/api/assignments/', `${KB}/assignments/`),
  listCase('GET /knowledgebase/api/kb-leaderboard/', `${KB}/kb-leaderboard/`, true),
  listCase('GET /knowledgebase/api/quizzes/', `${KB}/quizzes/`, true),
  ownCase('POST /knowledgebase/api/quiz-create/', () => ({
    method: 'POST',
    url: `${KB}/quiz-create/`,
    payload: {
      title: 'Ours',
      questions: [{ question: 'Q', answers: [{ answer: 'A', is_correct: true }, { answer: 'B' }] }],
    },
  })),
  foreignCase('GET /knowledgebase/api/quizzes/:id/', (v) => ({ method: 'GET', url: `${KB}/quizzes/${v.quiz}/` })),
  foreignCase(
    'PATCH /knowledgebase/api/quizzes/:id/',
    (v) => ({ method: 'PATCH', url: `${KB}/quizzes/${v.quiz}/`, payload: { pass_mark: 10 } }),
    true,
  ),
  foreignCase(
    'DELETE /knowledgebase/api/quizzes/:id/',
    (v) => ({ method: 'DELETE', url: `${KB}/quizzes/${v.quiz}/` }),
    true,
  ),
  foreignCase('POST /knowledgebase/api/quiz-responses-bulk-create/', (v) => ({
    method: 'POST',
    url: `${KB}/quiz-responses-bulk-create/`,
    payload: { quiz: v.quiz, responses: [{ question: 1, answers: [1] }] },
  })),
  listCase('GET /knowledgebase/api/quiz-responses/', `${KB}/quiz-responses/`, true),
  foreignCase('GET /knowledgebase/api/quiz-responses/:staffId/:quizId', (v) => ({
    method: 'GET',
    url: `${KB}/quiz-responses/${v.staff}/${v.quiz}`,
  })),
];
