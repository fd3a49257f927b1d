// Library courses against the real app and database: the catalog and its categories, subscribing
// copies a course with every section, article and quiz into the company once (a second subscribe,
// even at the same time, copies nothing and says so), the copy is the company's own (another
// company sees its library untouched), only KB admins subscribe, and deleting the copy frees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course } from '../../../contract/courses';
import {
  LIBRARY_ALREADY_SUBSCRIBED,
  LIBRARY_COURSE_NOT_FOUND,
  type LibraryCategory,
  type LibraryCourse,
  type LibrarySubscribeResponse,
} from '../../../contract/library';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { api, KB } from './knowledge-base.fixtures';
import { LIBRARY_COURSES } from './library-catalog';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const LIB = `${KB}/library`;
const subscribe = (c: TestCompany, id: number, user = c.admin) =>
  api(ctx, user, { method: 'POST', url: `${LIB}/courses/subscribe/`, payload: { library_course_id: id } });

async function counts(companyId: number) {
  const db = ctx.database.db;
  const count = async (table: 'kb_articles' | 'kb_quizzes' | 'kb_courses' | 'kb_course_sections' | 'kb_course_items') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('company_id', '=', companyId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    articles: await count('kb_articles'),
    quizzes: await count('kb_quizzes'),
    courses: await count('kb_courses'),
    sections: await count('kb_course_sections'),
    items: await count('kb_course_items'),
  };
}

describe('library', () => {
  it('lists the categories and courses with their contents, filtered by category', async () => {
    const c = await createTestCompany(ctx);
    const categories = (await api(ctx, c.staff, { method: 'GET', url: `${LIB}/categories/` })).json<
      LibraryCategory[]
    >();
    expect(categories.length).toBeGreaterThanOrEqual(3);
    const courses = (await api(ctx, c.staff, { method: 'GET', url: `${LIB}/courses/` })).json<LibraryCourse[]>();
    expect(courses).toHaveLength(LIBRARY_COURSES.length);
    for (const course of courses) {
      expect(course.article_count).toBeGreaterThanOrEqual(3);
      expect(course.quiz_count).toBeGreaterThanOrEqual(1);
      expect(course.subscribed_course).toBeNull();
    }
    const safety = await api(ctx, c.staff, { method: 'GET', url: `${LIB}/courses/?category=${categories[0]!.id}` });
    expect(safety.json<LibraryCourse[]>().every((course) => course.category === categories[0]!.id)).toBe(true);
  });

  it('copies a course with its sections, articles and quizzes once; subscribing again copies nothing', async () => {
    const c = await createTestCompany(ctx);
    const entry = LIBRARY_COURSES[0]!;
    const items = entry.sections.flatMap((s) => s.items);
    const before = await counts(c.companyId);

    const first = await subscribe(c, entry.id);
    expect(first.statusCode, first.body).toBe(201);
    const { course } = first.json<LibrarySubscribeResponse>();
    const after = await counts(c.companyId);
    expect(after).toEqual({
      articles: before.articles + items.filter((i) => 'article' in i).length,
      quizzes: before.quizzes + items.filter((i) => 'quiz' in i).length,
      courses: before.courses + 1,
      sections: before.sections + entry.sections.length,
      items: before.items + items.length,
    });
    // The copy is an ordinary course of the company, readable with its articles' text.
    const copy = (await api(ctx, c.admin, { method: 'GET', url: `${KB}/courses/${course}/` })).json<Course>();
    expect(copy.name).toBe(entry.name);
    expect(copy.sections.map((s) => s.title)).toEqual(entry.sections.map((s) => s.title));
    const first_item = copy.sections[0]!.section_items[0]!;
    expect(first_item.article_content?.body).toContain('hazard');

    const again = await subscribe(c, entry.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ course, created: false, detail: LIBRARY_ALREADY_SUBSCRIBED });
    expect(await counts(c.companyId)).toEqual(after);
    const listed = (await api(ctx, c.admin, { method: 'GET', url: `${LIB}/courses/` })).json<LibraryCourse[]>();
    expect(listed.find((l) => l.id === entry.id)?.subscribed_course).toBe(course);
  });

  it('copies once when two subscribes arrive together', async () => {
    const c = await createTestCompany(ctx);
    const entry = LIBRARY_COURSES[1]!;
    const [a, b] = await Promise.all([subscribe(c, entry.id), subscribe(c, entry.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect((await counts(c.companyId)).courses).toBe(1);
  });

  it('is for KB admins; an unknown course is refused; another company is untouched', async () => {
    const c = await createTestCompany(ctx);
    expect((await subscribe(c, LIBRARY_COURSES[2]!.id, c.staff)).statusCode).toBe(403);
    const unknown = await subscribe(c, 999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ library_course_id: [LIBRARY_COURSE_NOT_FOUND] });
    expect((await subscribe(c, LIBRARY_COURSES[2]!.id)).statusCode).toBe(201);
    const other = await createTestCompany(ctx);
    const theirs = (await api(ctx, other.admin, { method: 'GET', url: `${LIB}/courses/` })).json<LibraryCourse[]>();
    expect(theirs.every((l) => l.subscribed_course === null)).toBe(true);
    expect((await counts(other.companyId)).courses).toBe(0);
  });

  it('lets the company subscribe again after deleting its copy', async () => {
    const c = await createTestCompany(ctx);
    const entry = LIBRARY_COURSES[2]!;
    const { course } = (await subscribe(c, entry.id)).json<LibrarySubscribeResponse>();
    expect((await api(ctx, c.admin, { method: 'DELETE', url: `${KB}/courses/${course}/` })).statusCode).toBe(204);
    const again = await subscribe(c, entry.id);
    expect(again.statusCode).toBe(201);
    expect(again.json<LibrarySubscribeResponse>().course).not.toBe(course);
  });
});
