// Library courses (contract/library.ts): the catalog with each course's state for the company, and
// subscribing, which copies a course into the company through the same services an admin's own
// course goes through (article and quiz rules, sanitized HTML, course rules): its articles
// published in a knowledge-base category named after the library's, its quizzes, and the course
// with its sections in a course category of that name. Once per company: the subscription row is
// claimed first (a concurrent second subscribe waits on it), and a second subscribe answers the
// existing copy without copying again.
import type { z } from 'zod';
import { courseCreateSchema, quizCreateSchema } from '../../../contract/courses';
import { articleCreateSchema, ARTICLE_STATUS } from '../../../contract/knowledge-base';
import {
  LIBRARY_ALREADY_SUBSCRIBED,
  LIBRARY_COURSE_NOT_FOUND,
  LIBRARY_SUBSCRIBED,
  type LibraryCategory,
  type LibraryCourse,
  type librarySubscribeSchema,
  type LibrarySubscribeResponse,
} from '../../../contract/library';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { createArticle } from './articles.service';
import { createCourse } from './courses.service';
import { LIBRARY_CATEGORIES, LIBRARY_COURSES, type LibraryCourseEntry } from './library-catalog';
import { createQuiz } from './quizzes.service';

const categoryName = (id: number) => LIBRARY_CATEGORIES.find((c) => c.id === id)?.name ?? '';

export const libraryCategories = (): LibraryCategory[] => LIBRARY_CATEGORIES.map((c) => ({ ...c }));

function presentCourse(entry: LibraryCourseEntry, subscribed: number | null): LibraryCourse {
  const sections = entry.sections.map((s) => ({
    title: s.title,
    items: s.items.map((item) =>
      'article' in item
        ? { type: 'article' as const, title: item.article.title }
        : { type: 'quiz' as const, title: item.quiz.title },
    ),
  }));
  const items = sections.flatMap((s) => s.items);
  return {
    id: entry.id,
    name: entry.name,
    description: entry.description,
    category: entry.category,
    category_name: categoryName(entry.category),
    sections,
    article_count: items.filter((i) => i.type === 'article').length,
    quiz_count: items.filter((i) => i.type === 'quiz').length,
    subscribed_course: subscribed,
  };
}

export async function libraryCourses(db: Database, auth: AuthContext, category?: number): Promise<LibraryCourse[]> {
  const rows = await db
    .selectFrom('kb_library_subscriptions')
    .select(['library_course_id', 'course_id'])
    .where('company_id', '=', auth.companyId)
    .execute();
  const copies = new Map(rows.map((r) => [r.library_course_id, r.course_id]));
  return LIBRARY_COURSES.filter((c) => category === undefined || c.category === category).map((c) =>
    presentCourse(c, copies.get(c.id) ?? null),
  );
}

async function findOrCreate(
  db: Database,
  table: 'kb_categories' | 'kb_course_categories',
  companyId: number,
  name: string,
): Promise<number> {
  const column = table === 'kb_categories' ? 'category' : 'name';
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('company_id', '=', companyId)
    .where(column, '=', name)
    .orderBy('id')
    .executeTakeFirst();
  if (found) return found.id;
  const values =
    table === 'kb_categories' ? { company_id: companyId, category: name } : { company_id: companyId, name };
  const row = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

async function copyCourse(db: Database, deps: AppDeps, auth: AuthContext, entry: LibraryCourseEntry) {
  const name = categoryName(entry.category);
  const articleCategory = await findOrCreate(db, 'kb_categories', auth.companyId, name);
  const courseCategory = await findOrCreate(db, 'kb_course_categories', auth.companyId, name);
  const sections = [];
  for (const section of entry.sections) {
    const items = [];
    for (const item of section.items) {
      if ('article' in item) {
        const input = articleCreateSchema.parse({ ...item.article, article_category: articleCategory });
        const { id, emailIds } = await createArticle(db, deps, auth, input, ARTICLE_STATUS.PUBLISHED);
        // A library copy is no news for staff: they hear of it when an admin assigns the course.
        if (emailIds.length) await db.deleteFrom('outbound_emails').where('id', 'in', emailIds).execute();
        items.push({ article: id });
      } else {
        const quiz = await createQuiz(db, auth, quizCreateSchema.parse(item.quiz));
        items.push({ quiz: quiz.id });
      }
    }
    sections.push({ title: section.title, section_items: items });
  }
  const course = courseCreateSchema.parse({
    name: entry.name,
    description: entry.description,
    category: courseCategory,
    sections,
  });
  return createCourse(db, auth, course);
}

export async function subscribe(
  db: Database,
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof librarySubscribeSchema>,
): Promise<{ created: boolean; answer: LibrarySubscribeResponse }> {
  const entry = LIBRARY_COURSES.find((c) => c.id === input.library_course_id);
  if (!entry) throw ValidationError.field('library_course_id', LIBRARY_COURSE_NOT_FOUND);
  // Claim the row (a concurrent subscribe blocks here until this transaction ends), then lock it.
  await db
    .insertInto('kb_library_subscriptions')
    .values({ company_id: auth.companyId, library_course_id: entry.id, subscribed_by_staff_id: auth.staffId })
    .onConflict((oc) => oc.columns(['company_id', 'library_course_id']).doNothing())
    .execute();
  const claim = await db
    .selectFrom('kb_library_subscriptions')
    .select(['id', 'course_id'])
    .where('company_id', '=', auth.companyId)
    .where('library_course_id', '=', entry.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (claim.course_id !== null) {
    return { created: false, answer: { course: claim.course_id, created: false, detail: LIBRARY_ALREADY_SUBSCRIBED } };
  }
  const course = await copyCourse(db, deps, auth, entry);
  await db
    .updateTable('kb_library_subscriptions')
    .set({ course_id: course, subscribed_by_staff_id: auth.staffId })
    .where('id', '=', claim.id)
    .execute();
  return { created: true, answer: { course, created: true, detail: LIBRARY_SUBSCRIBED } };
}
