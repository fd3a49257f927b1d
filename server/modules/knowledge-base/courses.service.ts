// Writing courses (spec knowledge-base §2 Course builder, §3 Course and its errors, §7 courses/,
// courses/{id}, duplicate, bulk-update, bulk-delete): the course rules, storing a course with its
// ordered sections and items, duplicating it, and the bulk calls with per-item errors (§8).
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  COURSE_CATEGORY_NOT_FOUND,
  COURSE_ITEM_NOT_FOUND,
  COURSE_SECTION_TITLE_REQUIRED,
  COURSE_SECTIONS_REQUIRED,
  type courseBulkUpdateSchema,
  type courseCreateSchema,
  type courseUpdateSchema,
} from '../../../contract/courses';
import type { FieldErrors } from '../../../contract/errors';
import { ARTICLE_STATUS, type BulkResult } from '../../../contract/knowledge-base';
import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { referenceErrors } from './article-references';
import { notFoundErrors } from './bulk.service';
import { findCourse, loadSections, type CourseRow } from './courses.repository';

/** A stored course may have lost its category (the category deleted), hence the null. */
type CourseFields = Omit<z.output<typeof courseCreateSchema>, 'category'> & { category: number | null };
type Sections = CourseFields['sections'];

const toIds = (values: readonly (string | number)[]) => values.map(Number);

function storedFields(row: CourseRow, sections: Sections): CourseFields {
  return {
    name: row.name,
    category: row.category_id,
    description: row.description,
    priority: row.priority,
    division: toIds(row.division_ids),
    individuals: toIds(row.staff_ids),
    assigned_positions: toIds(row.position_ids),
    assigned_responsibilities: toIds(row.responsibility_ids),
    is_assigned_to_everyone: row.is_assigned_to_everyone,
    has_certificate: row.has_certificate,
    reassign_month_duration: row.reassign_month_duration,
    due_days: row.due_days,
    is_scorm: row.is_scorm,
    scorm_file_url: row.scorm_file_url,
    sections,
  };
}

/** The §3 courseSections rule and the items' ids: published articles and quizzes of the company. */
async function sectionErrors(db: Database, companyId: number, sections: Sections): Promise<FieldErrors> {
  const messages: string[] = [];
  const items = sections.flatMap((s) => s.section_items);
  if (sections.length === 0 || items.length === 0) messages.push(COURSE_SECTIONS_REQUIRED);
  if (sections.some((s) => !s.title.trim())) messages.push(COURSE_SECTION_TITLE_REQUIRED);
  const articleIds = [...new Set(items.flatMap((i) => (i.article ? [i.article] : [])))];
  const quizIds = [...new Set(items.flatMap((i) => (i.quiz ? [i.quiz] : [])))];
  const [articles, quizzes] = await Promise.all([
    articleIds.length
      ? db
          .selectFrom('kb_articles')
          .select('id')
          .where('company_id', '=', companyId)
          .where('status', '=', ARTICLE_STATUS.PUBLISHED)
          .where('id', 'in', articleIds)
          .execute()
      : [],
    quizIds.length
      ? db
          .selectFrom('kb_quizzes')
          .select('id')
          .where('company_id', '=', companyId)
          .where('id', 'in', quizIds)
          .execute()
      : [],
  ]);
  if (articles.length !== articleIds.length || quizzes.length !== quizIds.length) messages.push(COURSE_ITEM_NOT_FOUND);
  return messages.length ? { sections: messages } : {};
}

async function categoryErrors(
  db: Database,
  companyId: number,
  category: number | null | undefined,
): Promise<FieldErrors> {
  if (category === null || category === undefined) return {};
  const row = await db
    .selectFrom('kb_course_categories')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', category)
    .executeTakeFirst();
  return row ? {} : { category: [COURSE_CATEGORY_NOT_FOUND] };
}

/** Checks the changed fields (sections, category, assignees) as they will be stored. */
async function checkCourse(db: Database, companyId: number, changed: Partial<CourseFields>): Promise<void> {
  const errors: FieldErrors = {
    ...(changed.sections ? await sectionErrors(db, companyId, changed.sections) : {}),
    ...(await categoryErrors(db, companyId, changed.category)),
    ...(await referenceErrors(db, companyId, {
      division: changed.division,
      individuals: changed.individuals,
      assigned_positions: changed.assigned_positions,
      assigned_responsibilities: changed.assigned_responsibilities,
    })),
  };
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

function columns(fields: CourseFields) {
  return {
    name: fields.name,
    category_id: fields.category,
    description: fields.description,
    priority: fields.priority,
    division_ids: [...new Set(fields.division)],
    staff_ids: [...new Set(fields.individuals)],
    position_ids: [...new Set(fields.assigned_positions)],
    responsibility_ids: [...new Set(fields.assigned_responsibilities)],
    is_assigned_to_everyone: fields.is_assigned_to_everyone,
    has_certificate: fields.has_certificate,
    reassign_month_duration: fields.reassign_month_duration,
    due_days: fields.due_days,
    is_scorm: fields.is_scorm,
    scorm_file_url: fields.is_scorm ? fields.scorm_file_url || null : null,
  };
}

/** Replaces the course's sections and items with `sections`, in their order. */
async function writeSections(db: Database, companyId: number, courseId: number, sections: Sections) {
  await db.deleteFrom('kb_course_sections').where('course_id', '=', courseId).execute();
  if (sections.length === 0) return;
  const rows = await db
    .insertInto('kb_course_sections')
    .values(sections.map((s, order) => ({ company_id: companyId, course_id: courseId, order, title: s.title.trim() })))
    .returning(['id', 'order'])
    .execute();
  const idOf = new Map(rows.map((r) => [r.order, r.id]));
  const items = sections.flatMap((s, sectionOrder) =>
    s.section_items.map((item, order) => ({
      company_id: companyId,
      section_id: idOf.get(sectionOrder)!,
      order,
      article_id: item.article ?? null,
      quiz_id: item.quiz ?? null,
    })),
  );
  if (items.length) await db.insertInto('kb_course_items').values(items).execute();
}

/** The stored sections as the request shape (for duplicating and merging an edit). */
async function storedSections(db: Database, courseId: number): Promise<Sections> {
  const [sections, items] = await Promise.all([
    loadSections(db, courseId),
    db
      .selectFrom('kb_course_items as i')
      .innerJoin('kb_course_sections as s', 's.id', 'i.section_id')
      .select(['i.section_id', 'i.article_id', 'i.quiz_id'])
      .where('s.course_id', '=', courseId)
      .orderBy('i.order')
      .orderBy('i.id')
      .execute(),
  ]);
  return sections.map((s) => ({
    title: s.title,
    section_items: items
      .filter((i) => i.section_id === s.id)
      .map((i) => (i.article_id ? { article: i.article_id } : { quiz: i.quiz_id! })),
  }));
}

export async function createCourse(db: Database, auth: AuthContext, fields: CourseFields): Promise<number> {
  await checkCourse(db, auth.companyId, fields);
  const { id } = await db
    .insertInto('kb_courses')
    .values({ ...columns(fields), company_id: auth.companyId, created_by_staff_id: auth.staffId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeSections(db, auth.companyId, id, fields.sections);
  return id;
}

export async function updateCourse(
  db: Database,
  auth: AuthContext,
  id: number,
  changes: z.output<typeof courseUpdateSchema>,
): Promise<void> {
  const row = await findCourse(db, auth, id);
  await checkCourse(db, auth.companyId, changes);
  const merged = { ...storedFields(row, []), ...changes } as CourseFields;
  await db
    .updateTable('kb_courses')
    .set({ ...columns(merged), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('company_id', '=', auth.companyId)
    .execute();
  if (changes.sections) await writeSections(db, auth.companyId, id, changes.sections);
}

export async function deleteCourse(db: Database, auth: AuthContext, id: number): Promise<void> {
  await findCourse(db, auth, id);
  await db.deleteFrom('kb_courses').where('id', '=', id).where('company_id', '=', auth.companyId).execute();
}

/** A copy named "<name> (copy)" with the same sections and assignees; no one's progress. */
export async function duplicateCourse(db: Database, auth: AuthContext, id: number): Promise<number> {
  const row = await findCourse(db, auth, id);
  const fields = storedFields(row, await storedSections(db, id));
  const { id: copy } = await db
    .insertInto('kb_courses')
    .values({
      ...columns({ ...fields, name: `${fields.name} (copy)`.slice(0, 255) }),
      company_id: auth.companyId,
      created_by_staff_id: auth.staffId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeSections(db, auth.companyId, copy, fields.sections);
  return copy;
}

export async function bulkDeleteCourses(db: Database, auth: AuthContext, ids: number[]): Promise<BulkResult> {
  const rows = await db
    .deleteFrom('kb_courses')
    .where('company_id', '=', auth.companyId)
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  const succeeded = rows.map((r) => r.id);
  return { succeeded, errors: notFoundErrors(ids, succeeded) };
}

/** The same changes on each course; an unknown category refuses the request (it would fail every item). */
export async function bulkUpdateCourses(
  db: Database,
  auth: AuthContext,
  { ids, changes }: z.output<typeof courseBulkUpdateSchema>,
): Promise<BulkResult> {
  const errors = await categoryErrors(db, auth.companyId, changes.category);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const { category, ...rest } = changes;
  const rows =
    Object.keys(changes).length === 0
      ? await db
          .selectFrom('kb_courses')
          .select('id')
          .where('company_id', '=', auth.companyId)
          .where('id', 'in', ids)
          .execute()
      : await db
          .updateTable('kb_courses')
          .set({ ...rest, ...(category !== undefined ? { category_id: category } : {}), updated_at: sql<Date>`now()` })
          .where('company_id', '=', auth.companyId)
          .where('id', 'in', ids)
          .returning('id')
          .execute();
  const succeeded = rows.map((r) => r.id);
  return { succeeded, errors: notFoundErrors(ids, succeeded) };
}
