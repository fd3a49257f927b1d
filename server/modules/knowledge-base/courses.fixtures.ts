// Test data for courses and quizzes: rows seeded directly (a quiz, a course category, a course with
// its sections and items) for the isolation cases, and the API calls a test makes as an admin would.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Course, CourseCreate, Quiz, QuizCreate } from '../../../contract/courses';
import type { Database } from '../../db/database';
import type { TestContext, TestUser } from '../../test/helpers';
import { api, KB } from './knowledge-base.fixtures';

export async function seedCourseCategory(db: Database, companyId: number, name: string) {
  const row = await db
    .insertInto('kb_course_categories')
    .values({ company_id: companyId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedQuiz(db: Database, companyId: number, title: string) {
  const row = await db
    .insertInto('kb_quizzes')
    .values({
      company_id: companyId,
      title,
      questions: JSON.stringify([
        {
          id: 1,
          question: `${title}?`,
          answers: [
            { id: 1, answer: 'Yes', is_correct: true },
            { id: 2, answer: 'No', is_correct: false },
          ],
        },
      ]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A course (assigned to everyone) with one section holding the article and the quiz. */
export async function seedCourse(
  db: Database,
  companyId: number,
  name: string,
  items: { article?: number; quiz?: number },
  category: number | null = null,
) {
  const course = await db
    .insertInto('kb_courses')
    .values({ company_id: companyId, name, category_id: category, is_assigned_to_everyone: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const section = await db
    .insertInto('kb_course_sections')
    .values({ company_id: companyId, course_id: course.id, order: 0, title: 'Section 1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = [
    ...(items.article ? [{ article_id: items.article, quiz_id: null }] : []),
    ...(items.quiz ? [{ article_id: null, quiz_id: items.quiz }] : []),
  ];
  if (rows.length) {
    await db
      .insertInto('kb_course_items')
      .values(rows.map((r, order) => ({ ...r, company_id: companyId, section_id: section.id, order })))
      .execute();
  }
  return course.id;
}

export async function createQuiz(ctx: TestContext, admin: TestUser, payload: Partial<QuizCreate> = {}): Promise<Quiz> {
  const res = await api(ctx, admin, {
    method: 'POST',
    url: `${KB}/quiz-create/`,
    payload: {
      title: 'Forklift safety quiz',
      questions: [
        {
          question: 'Before driving you check…',
          answers: [
            { answer: 'The forks', is_correct: true },
            { answer: 'The radio', is_correct: false },
          ],
        },
        {
          question: 'Maximum speed indoors',
          answers: [
            { answer: '5 km/h', is_correct: true },
            { answer: '30 km/h', is_correct: false },
          ],
        },
      ],
      ...payload,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Quiz>();
}

export async function createCourse(
  ctx: TestContext,
  admin: TestUser,
  payload: Partial<CourseCreate> & Pick<CourseCreate, 'category' | 'sections'>,
): Promise<Course> {
  const res = await postCourse(ctx, admin, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Course>();
}

export function postCourse(ctx: TestContext, admin: TestUser, payload: object): Promise<LightMyRequestResponse> {
  return api(ctx, admin, {
    method: 'POST',
    url: `${KB}/courses/`,
    payload: { name: 'Warehouse induction', ...payload },
  });
}
