// Where people stand with courses (contract/courses.ts, "Completion"): for each course and staff
// member, the state of every item in the current cycle, the completion and the due date.
//
// A cycle starts at the last reassignment by an admin (kb_course_progress.reassigned_on), or, when
// the course has a reassign period N and the last completion is more than N months old, at the end
// of that period: from then on the course is due again and only what is done after counts. Items
// count when done after the cycle started: an article read (and acknowledged, when it asks for it),
// a quiz passed. Computed here in a handful of statements for any number of courses and people, so
// lists, the leaderboard and the admin's per-person view share one definition.
import { sql } from 'kysely';
import type { CourseItemState, CourseProgress, CourseState } from '../../../contract/courses';
import type { Database } from '../../db/database';

export interface ProgressCourse {
  id: number;
  reassign_month_duration: number;
  due_days: number | null;
  created_on: Date;
}

export interface ProgressItem {
  course_id: number;
  section_id: number;
  item_id: number;
  order: number;
  article_id: number | null;
  quiz_id: number | null;
  title: string;
  acknowledgement_type: number | null;
}

export interface PersonProgress {
  progress: CourseProgress;
  items: Map<number, CourseItemState>;
}

const DAY = 86_400_000;

export function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const after = (at: Date | null | undefined, start: Date | null) => !!at && (!start || at > start);
export const progressKey = (courseId: number, staffId: number) => `${courseId}:${staffId}`;

/** The ordered items of the courses (sections in order, items in order). */
export async function loadCourseItems(db: Database, companyId: number, courseIds: number[]): Promise<ProgressItem[]> {
  if (courseIds.length === 0) return [];
  return db
    .selectFrom('kb_course_items as i')
    .innerJoin('kb_course_sections as sec', 'sec.id', 'i.section_id')
    .leftJoin('kb_articles as a', 'a.id', 'i.article_id')
    .leftJoin('kb_quizzes as q', 'q.id', 'i.quiz_id')
    .where('i.company_id', '=', companyId)
    .where('sec.course_id', 'in', courseIds)
    .select([
      'sec.course_id',
      'i.section_id',
      'i.id as item_id',
      'i.order',
      'i.article_id',
      'i.quiz_id',
      sql<string>`coalesce(a.title, q.title)`.as('title'),
      'a.acknowledgement_type',
    ])
    .orderBy('sec.course_id')
    .orderBy('sec.order')
    .orderBy('i.order')
    .orderBy('i.id')
    .execute();
}

/** What the people did: reads, acknowledgements and quiz attempts of the items' articles and quizzes. */
async function loadActivity(db: Database, companyId: number, staffIds: number[], items: ProgressItem[]) {
  const articleIds = [...new Set(items.flatMap((i) => (i.article_id ? [i.article_id] : [])))];
  const quizIds = [...new Set(items.flatMap((i) => (i.quiz_id ? [i.quiz_id] : [])))];
  const none = Promise.resolve([]);
  const [reads, acks, attempts] = await Promise.all([
    articleIds.length === 0
      ? none
      : db
          .selectFrom('kb_article_reads')
          .select(['staff_id', 'article_id', 'read_on'])
          .where('company_id', '=', companyId)
          .where('staff_id', 'in', staffIds)
          .where('article_id', 'in', articleIds)
          .where('read_on', 'is not', null)
          .execute(),
    articleIds.length === 0
      ? none
      : db
          .selectFrom('kb_acknowledgements')
          .select(['staff_id', 'article_id', (eb) => eb.fn.max('created_on').as('acknowledged_on')])
          .where('company_id', '=', companyId)
          .where('staff_id', 'in', staffIds)
          .where('article_id', 'in', articleIds)
          .groupBy(['staff_id', 'article_id'])
          .execute(),
    quizIds.length === 0
      ? none
      : db
          .selectFrom('kb_quiz_attempts')
          .select(['staff_id', 'quiz_id', 'passed', 'score', 'created_on'])
          .where('company_id', '=', companyId)
          .where('staff_id', 'in', staffIds)
          .where('quiz_id', 'in', quizIds)
          .execute(),
  ]);
  const readOn = new Map(reads.map((r) => [`${r.staff_id}:${r.article_id}`, r.read_on as Date]));
  const ackOn = new Map(acks.map((a) => [`${a.staff_id}:${a.article_id}`, a.acknowledged_on as Date]));
  const attemptsOf = new Map<string, { passed: boolean; score: number; created_on: Date }[]>();
  for (const a of attempts) {
    const key = `${a.staff_id}:${a.quiz_id}`;
    (attemptsOf.get(key) ?? attemptsOf.set(key, []).get(key)!).push(a);
  }
  return { readOn, ackOn, attemptsOf };
}

/**
 * Progress of every staff member in `staffIds` on every course in `courses`, keyed by
 * progressKey(course, staff). `now` is a parameter so tests can move time.
 */
export async function computeProgress(
  db: Database,
  companyId: number,
  courses: ProgressCourse[],
  staffIds: number[],
  now: Date = new Date(),
  preloadedItems?: ProgressItem[],
): Promise<Map<string, PersonProgress>> {
  const result = new Map<string, PersonProgress>();
  if (courses.length === 0 || staffIds.length === 0) return result;
  const courseIds = courses.map((c) => c.id);
  const items = preloadedItems ?? (await loadCourseItems(db, companyId, courseIds));
  const [rows, activity] = await Promise.all([
    db
      .selectFrom('kb_course_progress')
      .select(['course_id', 'staff_id', 'reassigned_on', 'completed_on'])
      .where('company_id', '=', companyId)
      .where('course_id', 'in', courseIds)
      .where('staff_id', 'in', staffIds)
      .execute(),
    loadActivity(db, companyId, staffIds, items),
  ]);
  const rowOf = new Map(rows.map((r) => [progressKey(r.course_id, r.staff_id), r]));
  const itemsOf = new Map<number, ProgressItem[]>();
  for (const item of items)
    (itemsOf.get(item.course_id) ?? itemsOf.set(item.course_id, []).get(item.course_id)!).push(item);

  for (const course of courses) {
    for (const staffId of staffIds) {
      const row = rowOf.get(progressKey(course.id, staffId));
      result.set(
        progressKey(course.id, staffId),
        personProgress(course, itemsOf.get(course.id) ?? [], staffId, row, activity, now),
      );
    }
  }
  return result;
}

function personProgress(
  course: ProgressCourse,
  items: ProgressItem[],
  staffId: number,
  row: { reassigned_on: Date | null; completed_on: Date | null } | undefined,
  activity: Awaited<ReturnType<typeof loadActivity>>,
  now: Date,
): PersonProgress {
  // 1. The cycle: from the last reassignment, or from the end of the last completion's period.
  const reassignedOn = row?.reassigned_on ?? null;
  const recorded = row?.completed_on && after(row.completed_on, reassignedOn) ? row.completed_on : null;
  const months = course.reassign_month_duration;
  const expiresOn = recorded && months > 0 ? addMonths(recorded, months) : null;
  const expired = !!expiresOn && expiresOn <= now;
  const cycleStart = expired ? expiresOn : reassignedOn;

  // 2. Each item in this cycle.
  const states = new Map<number, CourseItemState>();
  let lastDone: Date | null = null;
  let touched = false;
  for (const item of items) {
    const state: CourseItemState = {
      is_done: false,
      is_read: false,
      is_acknowledged: false,
      is_passed: false,
      best_score: null,
      attempts: 0,
    };
    let doneOn: Date | null = null;
    if (item.article_id) {
      const readOn = activity.readOn.get(`${staffId}:${item.article_id}`);
      const ackOn = activity.ackOn.get(`${staffId}:${item.article_id}`);
      state.is_read = after(readOn, cycleStart);
      state.is_acknowledged = after(ackOn, cycleStart);
      state.is_done = state.is_read && (item.acknowledgement_type === null || state.is_acknowledged);
      if (state.is_done) doneOn = item.acknowledgement_type === null ? readOn! : maxDate(readOn!, ackOn!);
    } else {
      const attempts = (activity.attemptsOf.get(`${staffId}:${item.quiz_id}`) ?? []).filter((a) =>
        after(a.created_on, cycleStart),
      );
      state.attempts = attempts.length;
      state.best_score = attempts.length ? Math.max(...attempts.map((a) => a.score)) : null;
      const passes = attempts.filter((a) => a.passed).map((a) => a.created_on);
      state.is_passed = passes.length > 0;
      state.is_done = state.is_passed;
      if (state.is_done) doneOn = passes.reduce((a, b) => (a < b ? a : b));
    }
    if (state.is_read || state.attempts > 0) touched = true;
    if (doneOn) lastDone = lastDone ? maxDate(lastDone, doneOn) : doneOn;
    states.set(item.item_id, state);
  }

  // 3. Completion, due date and state.
  const done = items.filter((i) => states.get(i.item_id)!.is_done).length;
  const allDone = items.length > 0 && done === items.length;
  const completedOn = !expired && recorded ? recorded : allDone ? lastDone : null;
  const anchor = cycleStart ?? course.created_on;
  const dueOn = course.due_days ? new Date(anchor.getTime() + course.due_days * DAY) : expired ? expiresOn : null;
  const complete = completedOn !== null;
  const state: CourseState = complete
    ? 'completed'
    : dueOn && dueOn < now
      ? 'overdue'
      : touched
        ? 'in_progress'
        : 'not_started';
  const next = complete ? undefined : items.find((i) => !states.get(i.item_id)!.is_done);
  return {
    items: states,
    progress: {
      state,
      completed_items: complete ? items.length : done,
      total_items: items.length,
      percent: items.length === 0 ? 0 : Math.floor(((complete ? items.length : done) * 100) / items.length),
      next_item: next ? { id: next.item_id, title: next.title, item_type: next.article_id ? 'article' : 'quiz' } : null,
      completed_on: iso(completedOn),
      cycle_started_on: iso(cycleStart),
      due_on: complete ? null : iso(dueOn),
      expires_on: complete && completedOn && months > 0 ? iso(addMonths(completedOn, months)) : null,
    },
  };
}

const maxDate = (a: Date, b: Date) => (a > b ? a : b);

/**
 * Records the caller's completion when every item is done in the current cycle and no completion
 * of this cycle is recorded yet. Safe to repeat: a recorded completion is kept as it is.
 */
export async function recordCompletionIfDone(
  db: Database,
  companyId: number,
  course: ProgressCourse,
  staffId: number,
): Promise<PersonProgress> {
  const current = (await computeProgress(db, companyId, [course], [staffId])).get(progressKey(course.id, staffId))!;
  const row = await db
    .selectFrom('kb_course_progress')
    .select(['completed_on', 'reassigned_on'])
    .where('course_id', '=', course.id)
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
  const recordedThisCycle =
    row?.completed_on &&
    after(row.completed_on, current.progress.cycle_started_on ? new Date(current.progress.cycle_started_on) : null);
  if (current.progress.state === 'completed' && !recordedThisCycle) {
    await db
      .insertInto('kb_course_progress')
      .values({ company_id: companyId, course_id: course.id, staff_id: staffId, completed_on: sql<Date>`now()` })
      .onConflict((oc) => oc.columns(['course_id', 'staff_id']).doUpdateSet({ completed_on: sql<Date>`now()` }))
      .execute();
    return (await computeProgress(db, companyId, [course], [staffId])).get(progressKey(course.id, staffId))!;
  }
  return current;
}
