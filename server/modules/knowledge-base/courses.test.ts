// Courses (spec knowledge-base §3 Course and its errors, §7 Courses): the builder's rules, assignment
// by divisions, individuals, positions, responsibilities or everyone, the admin list (ordering,
// search, simple list), duplicate and bulk calls, and another company's course answering 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURSE_CATEGORY_REQUIRED,
  COURSE_ITEM_NOT_FOUND,
  COURSE_NAME_REQUIRED,
  COURSE_PRIORITY_INVALID,
  COURSE_SECTION_TITLE_REQUIRED,
  COURSE_SECTIONS_REQUIRED,
  type AssignedCourse,
  type Course,
  type CourseSummary,
} from '../../../contract/courses';
import type { BulkResult } from '../../../contract/knowledge-base';
import type { Paginated } from '../../../contract/pagination';
import {
  createTestApp,
  createTestCompany,
  createTestUser,
  type TestCompany,
  type TestContext,
} from '../../test/helpers';
import { createCourse, createQuiz, postCourse, seedCourseCategory } from './courses.fixtures';
import {
  api,
  createArticle,
  KB,
  seedCategory,
  seedDivision,
  seedPosition,
  seedResponsibility,
} from './knowledge-base.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function setup(c?: TestCompany) {
  c ??= await createTestCompany(ctx);
  const db = ctx.database.db;
  const category = await seedCourseCategory(db, c.companyId, 'Induction');
  const kbCategory = await seedCategory(db, c.companyId, 'Safety');
  const article = await createArticle(ctx, c.admin, { article_category: kbCategory, visibility: 2 });
  const quiz = await createQuiz(ctx, c.admin);
  const sections = [{ title: 'Basics', section_items: [{ article: article.id }, { quiz: quiz.id }] }];
  return { c, category, article, quiz, sections };
}

const assigned = async (c: TestCompany, user = c.staff) =>
  (await api(ctx, user, { method: 'GET', url: `${KB}/courses-assigned-and-read/` })).json<AssignedCourse[]>();

describe('course rules (§3 course errors)', () => {
  it('names each broken rule: name, category, priority, sections', async () => {
    const { c } = await setup();
    const res = await postCourse(ctx, c.admin, { name: ' ', category: null, priority: -1, sections: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: [COURSE_NAME_REQUIRED],
      category: [COURSE_CATEGORY_REQUIRED],
      priority: [COURSE_PRIORITY_INVALID],
    });
    const { category } = await setup(c);
    expect((await postCourse(ctx, c.admin, { category, sections: [] })).json()).toEqual({
      sections: [COURSE_SECTIONS_REQUIRED],
    });
    expect((await postCourse(ctx, c.admin, { category, sections: [{ title: '', section_items: [] }] })).json()).toEqual(
      { sections: [COURSE_SECTIONS_REQUIRED, COURSE_SECTION_TITLE_REQUIRED] },
    );
  });

  it("refuses another company's articles and quizzes, and drafts", async () => {
    const { c, category } = await setup();
    const other = await setup();
    const draft = await createArticle(
      ctx,
      c.admin,
      { article_category: await seedCategory(ctx.database.db, c.companyId, 'D') },
      'draft-article-create/',
    );
    for (const item of [{ article: other.article.id }, { quiz: other.quiz.id }, { article: draft.id }]) {
      const res = await postCourse(ctx, c.admin, { category, sections: [{ title: 'S', section_items: [item] }] });
      expect(res.json()).toEqual({ sections: [COURSE_ITEM_NOT_FOUND] });
    }
  });

  it('keeps sections and items in the order given; priority defaults to 0; an edit replaces the sections', async () => {
    const { c, category, article, quiz } = await setup();
    const course = await createCourse(ctx, c.admin, {
      category,
      sections: [
        { title: 'Second', section_items: [{ quiz: quiz.id }, { article: article.id }] },
        { title: 'Third', section_items: [{ article: article.id }] },
      ],
    });
    expect(course.priority).toBe(0);
    expect(course.sections.map((s) => [s.title, s.section_items.map((i) => i.item_type)])).toEqual([
      ['Second', ['quiz', 'article']],
      ['Third', ['article']],
    ]);
    const res = await api(ctx, c.admin, {
      method: 'PATCH',
      url: `${KB}/courses/${course.id}/`,
      payload: { sections: [{ title: 'Only', section_items: [{ article: article.id }] }], has_certificate: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<Course>();
    expect(edited.sections.map((s) => s.title)).toEqual(['Only']);
    expect(edited).toMatchObject({ has_certificate: true, name: course.name, category });
  });
});

describe('assignment', () => {
  it.each(['division', 'individuals', 'assigned_positions', 'assigned_responsibilities', 'everyone'] as const)(
    'by %s: the assignee sees it, another staff member does not',
    async (kind) => {
      const { c, category, sections } = await setup();
      const db = ctx.database.db;
      const outsider = await createTestUser(ctx, c.companyId);
      const staffId = c.staff.staffId;
      let target: object;
      if (kind === 'division') {
        const division = await seedDivision(db, c.companyId, 'Warehouse');
        await db.updateTable('staff').set({ division_id: division }).where('id', '=', staffId).execute();
        target = { division: [division] };
      } else if (kind === 'individuals') target = { individuals: [staffId] };
      else if (kind === 'assigned_positions')
        target = { assigned_positions: [await seedPosition(db, c.companyId, 'Driver', [staffId])] };
      else if (kind === 'assigned_responsibilities') {
        target = { assigned_responsibilities: [await seedResponsibility(db, c.companyId, 'First aid', [staffId])] };
      } else target = { is_assigned_to_everyone: true };
      const course = await createCourse(ctx, c.admin, { category, sections, ...target });

      expect((await assigned(c)).map((x) => x.id)).toEqual([course.id]);
      const view = await api(ctx, c.staff, { method: 'GET', url: `${KB}/courses/${course.id}/` });
      expect(view.statusCode).toBe(200);
      // The course grants its articles: the assignee reads an ASSIGNED ONLY article through it.
      expect(view.json<Course>().sections[0]!.section_items[0]!.article_content?.body).toContain('Check the forks');
      const outsiderSees = (await assigned(c, outsider)).map((x) => x.id);
      expect(outsiderSees).toEqual(kind === 'everyone' ? [course.id] : []);
      if (kind !== 'everyone') {
        expect((await api(ctx, outsider, { method: 'GET', url: `${KB}/courses/${course.id}/` })).statusCode).toBe(404);
      }
    },
  );

  it('readers never receive which quiz answers are correct; admins do', async () => {
    const { c, category, sections } = await setup();
    const course = await createCourse(ctx, c.admin, { category, sections, is_assigned_to_everyone: true });
    const quizOf = (x: Course) => x.sections[0]!.section_items[1]!.quiz_content!;
    expect(quizOf(course).questions[0]!.answers[0]).toEqual({ id: 1, answer: 'The forks', is_correct: true });
    const asStaff = (await api(ctx, c.staff, { method: 'GET', url: `${KB}/courses/${course.id}/` })).json<Course>();
    expect(quizOf(asStaff).questions[0]!.answers[0]).toEqual({ id: 1, answer: 'The forks' });
  });

  it("another company's course is not found, for reading and for writing", async () => {
    const mine = await setup();
    const theirs = await setup();
    const course = await createCourse(ctx, theirs.c.admin, {
      category: theirs.category,
      sections: theirs.sections,
      is_assigned_to_everyone: true,
    });
    for (const options of [
      { method: 'GET' as const, url: `${KB}/courses/${course.id}/` },
      { method: 'PATCH' as const, url: `${KB}/courses/${course.id}/`, payload: { name: 'x' } },
      { method: 'DELETE' as const, url: `${KB}/courses/${course.id}/` },
      { method: 'POST' as const, url: `${KB}/mark-course-as-read/`, payload: { course: course.id } },
    ]) {
      expect((await api(ctx, mine.c.admin, options)).statusCode).toBe(404);
    }
    expect((await api(ctx, mine.c.staff, { method: 'GET', url: `${KB}/courses/${course.id}/` })).statusCode).toBe(404);
  });

  it('staff cannot write courses', async () => {
    const { c, category, sections } = await setup();
    expect((await postCourse(ctx, c.staff, { category, sections })).statusCode).toBe(403);
  });
});

describe('admin list, duplicate and bulk calls', () => {
  it('orders, searches, gives the simple list, duplicates, bulk-updates and bulk-deletes', async () => {
    const { c, category, sections } = await setup();
    const low = await createCourse(ctx, c.admin, { name: 'Alpha ladder safety', category, sections, priority: 1 });
    const high = await createCourse(ctx, c.admin, { name: 'Beta fire drill', category, sections, priority: 5 });
    const list = (q: string) =>
      api(ctx, c.admin, { method: 'GET', url: `${KB}/courses/${q}` }).then((r) => r.json<Paginated<CourseSummary>>());
    expect((await list('')).results.map((x) => x.id)).toEqual([high.id, low.id]);
    expect((await list('?ordering=name')).results.map((x) => x.name)).toEqual([
      'Alpha ladder safety',
      'Beta fire drill',
    ]);
    expect((await list('?search=fire')).results.map((x) => x.id)).toEqual([high.id]);
    expect((await list('')).results[0]).toMatchObject({ section_count: 1, item_count: 2, category_name: 'Induction' });
    const simple = await api(ctx, c.admin, { method: 'GET', url: `${KB}/courses/?simple_details=true` });
    expect(simple.json()).toEqual([
      { id: low.id, name: 'Alpha ladder safety' },
      { id: high.id, name: 'Beta fire drill' },
    ]);

    const copy = await api(ctx, c.admin, { method: 'POST', url: `${KB}/courses/${low.id}/duplicate/` });
    expect(copy.statusCode).toBe(201);
    expect(copy.json<Course>()).toMatchObject({ name: 'Alpha ladder safety (copy)', priority: 1 });
    expect(copy.json<Course>().sections[0]!.section_items.map((i) => i.title)).toEqual(
      low.sections[0]!.section_items.map((i) => i.title),
    );

    const update = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/courses/bulk-update/`,
      payload: { ids: [low.id, 999999], changes: { priority: 9, has_certificate: true } },
    });
    expect(update.json<BulkResult>()).toEqual({
      succeeded: [low.id],
      errors: [{ id: 999999, reason: 'Not found.', message: 'Error for ID 999999: Not found.' }],
    });
    expect((await list('')).results[0]).toMatchObject({ id: low.id, priority: 9, has_certificate: true });

    const del = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/courses/bulk-delete/`,
      payload: { ids: [low.id, high.id] },
    });
    expect(del.json<BulkResult>().succeeded.sort()).toEqual([low.id, high.id].sort());
    expect((await list('')).count).toBe(1);
  });

  it('course categories: create, rename, list with counts, delete', async () => {
    const { c, category, sections } = await setup();
    await createCourse(ctx, c.admin, { category, sections });
    const made = await api(ctx, c.admin, { method: 'POST', url: `${KB}/course-categories/`, payload: { name: 'HR' } });
    expect(made.statusCode).toBe(201);
    const id = made.json<{ id: number }>().id;
    await api(ctx, c.admin, { method: 'PATCH', url: `${KB}/course-category/${id}/`, payload: { name: 'People' } });
    const list = await api(ctx, c.staff, { method: 'GET', url: `${KB}/course-categories/` });
    expect(list.json()).toEqual([
      { id: category, name: 'Induction', course_count: 1 },
      { id, name: 'People', course_count: 0 },
    ]);
    expect((await api(ctx, c.admin, { method: 'DELETE', url: `${KB}/course-category/${id}/` })).statusCode).toBe(204);
  });
});

describe('positions and assignments', () => {
  it("position-courses-articles/ lists what a position is assigned; assignments/ lists the caller's", async () => {
    const { c, category, sections, article } = await setup();
    const db = ctx.database.db;
    const position = await seedPosition(db, c.companyId, 'Driver', [c.staff.staffId]);
    await api(ctx, c.admin, {
      method: 'PATCH',
      url: `${KB}/retrieve-update-delete/${article.id}/`,
      payload: { assigned_positions: [position] },
    });
    const course = await createCourse(ctx, c.admin, { category, sections, assigned_positions: [position] });
    await createCourse(ctx, c.admin, { name: 'Someone else', category, sections });
    const res = await api(ctx, c.staff, { method: 'GET', url: `${KB}/position-courses-articles/${position}/` });
    expect(res.json()).toEqual({
      position,
      courses: [{ id: course.id, name: course.name }],
      articles: [{ id: article.id, title: article.title }],
    });
    const mine = await api(ctx, c.staff, { method: 'GET', url: `${KB}/assignments/` });
    expect(mine.json<{ articles: { id: number }[]; courses: { id: number }[] }>()).toMatchObject({
      articles: [{ id: article.id, is_read: false }],
      courses: [{ id: course.id, progress: { state: 'not_started' } }],
    });
  });
});
