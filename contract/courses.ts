// Courses and quizzes (spec knowledge-base §1, §3 Course, §7 Courses, Quizzes and user views): the
// request schemas (checked again on the server) and the answers' types. Fixed values and messages
// live in courses-constants.ts (no zod).
//
// Assignment (§1): a course is assigned like an article — to divisions, individuals, positions,
// responsibilities or everyone — and staff see the courses assigned to them; KB admins see all.
// Completion: every article of the course read (and acknowledged when it asks for it) and every quiz
// passed, all since the person's cycle started. A cycle starts at the first assignment, when an admin
// reassigns the course (reassign-course/{id}/), and when a completion grows older than the course's
// reassign_month_duration (then the course is due again).
// Quizzes (the spec shows no scoring): a question is right when exactly its correct answers are
// chosen; the score is the percent of questions right; the attempt passes at the quiz's pass_mark
// (default 80). Every attempt is kept. Readers never receive which answers are correct.
import { z } from 'zod';
import {
  COURSE_CATEGORY_NAME_REQUIRED,
  COURSE_CATEGORY_REQUIRED,
  COURSE_DESCRIPTION_MAX,
  COURSE_DUE_DAYS_MAX,
  COURSE_NAME_MAX,
  COURSE_NAME_REQUIRED,
  COURSE_ORDERINGS,
  COURSE_PAGE_SIZE_DEFAULT,
  COURSE_PAGE_SIZE_MAX,
  COURSE_PRIORITY_DEFAULT,
  COURSE_PRIORITY_INVALID,
  COURSE_PRIORITY_MAX,
  COURSE_SECTION_ITEMS_MAX,
  COURSE_SECTION_TITLE_MAX,
  COURSE_SECTIONS_MAX,
  QUIZ_ANSWERS_MAX,
  QUIZ_PASS_MARK_DEFAULT,
  QUIZ_QUESTIONS_MAX,
  QUIZ_TEXT_MAX,
  QUIZ_TITLE_MAX,
  QUIZ_TITLE_REQUIRED,
  type CourseState,
} from './courses-constants';
import { KB_BULK_MAX, REASSIGN_MONTHS_MAX, REASSIGN_MONTHS_MIN, SIGNATURE_MAX } from './knowledge-base-constants';
import { paginationQuerySchema } from './pagination';
import type { DecisionChart } from './flowchart';

export * from './courses-constants';

const id = z.number().int().positive();
const ids = z.array(id).max(5000);
const queryId = z.coerce.number().int().positive();
const queryFlag = z
  .enum(['true', 'false', 'True', 'False', '1', '0'])
  .transform((v) => v === 'true' || v === 'True' || v === '1');

// ---- Requests ----

/** An item of a section: exactly one of an article or a quiz. */
export const courseItemInputSchema = z.union([
  z.object({ article: id, quiz: z.null().optional() }),
  z.object({ quiz: id, article: z.null().optional() }),
]);
export const courseSectionInputSchema = z.object({
  /** Blank titles are refused with COURSE_SECTION_TITLE_REQUIRED by the course check. */
  title: z.string().max(COURSE_SECTION_TITLE_MAX),
  section_items: z.array(courseItemInputSchema).max(COURSE_SECTION_ITEMS_MAX),
});
export type CourseSectionInput = z.input<typeof courseSectionInputSchema>;

const courseFields = {
  name: z.string().trim().min(1, COURSE_NAME_REQUIRED).max(COURSE_NAME_MAX),
  category: id.nullable().refine((v) => v !== null, COURSE_CATEGORY_REQUIRED),
  description: z.string().max(COURSE_DESCRIPTION_MAX),
  priority: z
    .number({ error: COURSE_PRIORITY_INVALID })
    .int(COURSE_PRIORITY_INVALID)
    .min(0, COURSE_PRIORITY_INVALID)
    .max(COURSE_PRIORITY_MAX, COURSE_PRIORITY_INVALID),
  division: ids,
  individuals: ids,
  assigned_positions: ids,
  assigned_responsibilities: ids,
  is_assigned_to_everyone: z.boolean(),
  has_certificate: z.boolean(),
  reassign_month_duration: z.number().int().min(REASSIGN_MONTHS_MIN).max(REASSIGN_MONTHS_MAX),
  due_days: z.number().int().min(1).max(COURSE_DUE_DAYS_MAX).nullable(),
  is_scorm: z.boolean(),
  scorm_file_url: z.string().trim().max(2000).nullable(),
  /** Replaces the course's sections as a whole, in this order (each section's items too). */
  sections: z.array(courseSectionInputSchema).max(COURSE_SECTIONS_MAX),
};

/** POST courses/: a new course. Sections are checked by the course rules (§3 courseSections). */
export const courseCreateSchema = z.object({
  ...courseFields,
  category: courseFields.category,
  description: courseFields.description.default(''),
  priority: courseFields.priority.default(COURSE_PRIORITY_DEFAULT),
  division: ids.default([]),
  individuals: ids.default([]),
  assigned_positions: ids.default([]),
  assigned_responsibilities: ids.default([]),
  is_assigned_to_everyone: z.boolean().default(false),
  has_certificate: z.boolean().default(false),
  reassign_month_duration: courseFields.reassign_month_duration.default(0),
  due_days: courseFields.due_days.default(null),
  is_scorm: z.boolean().default(false),
  scorm_file_url: courseFields.scorm_file_url.default(null),
  sections: courseFields.sections.default([]),
});
export type CourseCreate = z.input<typeof courseCreateSchema>;
/** PATCH courses/{id}/: only the changed fields. */
export const courseUpdateSchema = z.object(courseFields).partial();
export type CourseUpdate = z.input<typeof courseUpdateSchema>;

/** GET courses/: the admin list (ordering, search), or every course as {id, name} with simple_details. */
export const courseListQuerySchema = paginationQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(COURSE_PAGE_SIZE_MAX).default(COURSE_PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(200).optional(),
  category: queryId.optional(),
  ordering: z.enum(COURSE_ORDERINGS).default('-priority'),
  simple_details: queryFlag.optional(),
});
export type CourseListQuery = z.input<typeof courseListQuerySchema>;

export const courseBulkIdsSchema = z.object({ ids: z.array(id).min(1).max(KB_BULK_MAX) });
/** courses/bulk-update/: the same changes on each course. */
export const courseBulkUpdateSchema = courseBulkIdsSchema.extend({
  changes: z
    .object({
      category: id,
      priority: courseFields.priority,
      is_assigned_to_everyone: z.boolean(),
      has_certificate: z.boolean(),
      reassign_month_duration: courseFields.reassign_month_duration,
      due_days: courseFields.due_days,
    })
    .partial(),
});
export type CourseBulkUpdate = z.input<typeof courseBulkUpdateSchema>;

export const courseCategoryInputSchema = z.object({
  name: z.string().trim().min(1, COURSE_CATEGORY_NAME_REQUIRED).max(200),
});

/**
 * mark-course-as-read/: the caller read an article of the course (and, when the article asks for
 * an acknowledgement, gives it: a signature or the chosen answer ids). Without `article` it only
 * records a completion the caller has earned. Safe to repeat.
 */
export const markCourseAsReadSchema = z.object({
  course: id,
  article: id.optional(),
  signature: z.string().max(SIGNATURE_MAX).optional(),
  answers: z.array(id).max(20).optional(),
});
export type MarkCourseAsRead = z.input<typeof markCourseAsReadSchema>;

export const quizAnswerInputSchema = z.object({
  answer: z.string().max(QUIZ_TEXT_MAX),
  is_correct: z.boolean().default(false),
});
export const quizQuestionInputSchema = z.object({
  question: z.string().max(QUIZ_TEXT_MAX),
  answers: z.array(quizAnswerInputSchema).max(QUIZ_ANSWERS_MAX),
});
const quizFields = {
  title: z.string().trim().min(1, QUIZ_TITLE_REQUIRED).max(QUIZ_TITLE_MAX),
  description: z.string().max(COURSE_DESCRIPTION_MAX),
  pass_mark: z.number().int().min(0).max(100),
  questions: z.array(quizQuestionInputSchema).max(QUIZ_QUESTIONS_MAX),
};
/** quiz-create/: a quiz with its questions (pass mark default 80). */
export const quizCreateSchema = z.object({
  ...quizFields,
  description: quizFields.description.default(''),
  pass_mark: quizFields.pass_mark.default(QUIZ_PASS_MARK_DEFAULT),
});
export type QuizCreate = z.input<typeof quizCreateSchema>;
export const quizUpdateSchema = z.object(quizFields).partial();
export type QuizUpdate = z.input<typeof quizUpdateSchema>;

/** quiz-responses-bulk-create/: one attempt, an answer list per question. */
export const quizResponsesCreateSchema = z.object({
  quiz: id,
  /** The course the quiz is taken in (its progress counts the attempt). */
  course: id.nullable().default(null),
  responses: z
    .array(z.object({ question: z.number().int().positive(), answers: z.array(z.number().int().positive()).max(20) }))
    .max(QUIZ_QUESTIONS_MAX),
});
export type QuizResponsesCreate = z.input<typeof quizResponsesCreateSchema>;

/** quiz-responses/ (KB admins): every attempt, newest first, by staff member, quiz or course and day. */
export const quizResponseListQuerySchema = paginationQuerySchema.extend({
  staff: queryId.optional(),
  quiz: queryId.optional(),
  course: queryId.optional(),
  passed: queryFlag.optional(),
  /** Taken on or after / on or before this day (YYYY-MM-DD, the company's time zone). */
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
});
export type QuizResponseListQuery = z.input<typeof quizResponseListQuerySchema>;

export const leaderboardQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  /** Only the staff of this division (ranked among themselves). */
  division: queryId.optional(),
});

// ---- Answers ----

export interface CourseCategory {
  id: number;
  name: string;
  course_count: number;
}

export interface QuizAnswer {
  id: number;
  answer: string;
  /** KB admins only. */
  is_correct?: boolean;
}
export interface QuizQuestion {
  id: number;
  question: string;
  answers: QuizAnswer[];
}
export interface Quiz {
  id: number;
  title: string;
  description: string;
  pass_mark: number;
  questions: QuizQuestion[];
  created_on: string;
}
export interface QuizListItem {
  id: number;
  title: string;
  pass_mark: number;
  question_count: number;
}

export interface QuizAttempt {
  id: number;
  quiz: number;
  course: number | null;
  staff_id: number;
  score: number;
  pass_mark: number;
  passed: boolean;
  correct_count: number;
  question_count: number;
  created_on: string;
  /** Which questions were right (not which answers are correct). */
  results: { question: number; question_text: string; answers: string[]; is_correct: boolean }[];
  /**
   * Set when a KB admin took the quiz while previewing a course that is not assigned to them: the
   * attempt was scored, not kept (its id is 0), and counts for no one.
   */
  preview?: true;
}

/** The caller's state of one item in the course's current cycle. */
export interface CourseItemState {
  is_done: boolean;
  /** Articles. */
  is_read: boolean;
  /** Articles asking for an acknowledgement. */
  is_acknowledged: boolean;
  /** Quizzes. */
  is_passed: boolean;
  best_score: number | null;
  attempts: number;
}

export interface CourseArticleContent {
  id: number;
  title: string;
  body: string;
  video_url: string | null;
  file_url: string | null;
  file_urls: string[];
  /** The chart readers see: the article's copy, else the chart it names (no fetch needed offline). */
  decision_chart: DecisionChart | null;
  acknowledgement_type: 1 | 2 | null;
  acknowledgement_question: string | null;
  article_answers: { id: number; answer: string; is_correct?: boolean }[];
}
export interface CourseQuizContent {
  id: number;
  title: string;
  description: string;
  pass_mark: number;
  questions: QuizQuestion[];
}

export interface CourseItem {
  id: number;
  order: number;
  item_type: 'article' | 'quiz';
  article: number | null;
  quiz: number | null;
  title: string;
  /** The content to read or take (course detail only). */
  article_content?: CourseArticleContent;
  quiz_content?: CourseQuizContent;
  state?: CourseItemState;
}
export interface CourseSection {
  id: number;
  order: number;
  title: string;
  section_items: CourseItem[];
}

export interface CourseProgress {
  state: CourseState;
  completed_items: number;
  total_items: number;
  percent: number;
  /** The first item not done, in course order. */
  next_item: { id: number; title: string; item_type: 'article' | 'quiz' } | null;
  completed_on: string | null;
  /** Start of the current cycle (assignment, reassignment, or the end of the last completion's period). */
  cycle_started_on: string | null;
  due_on: string | null;
  /** When a completion stops counting (completed_on plus the reassign period). */
  expires_on: string | null;
}

export interface CourseSummary {
  id: number;
  name: string;
  category: number | null;
  category_name: string | null;
  description: string;
  priority: number;
  is_assigned_to_everyone: boolean;
  has_certificate: boolean;
  reassign_month_duration: number;
  due_days: number | null;
  is_scorm: boolean;
  section_count: number;
  item_count: number;
  created_on: string;
  updated_at: string;
}

export interface Course extends Omit<CourseSummary, 'section_count' | 'item_count'> {
  division: number[];
  individuals: number[];
  assigned_positions: number[];
  assigned_responsibilities: number[];
  scorm_file_url: string | null;
  sections: CourseSection[];
  /** Whether the caller is assigned the course. */
  is_assigned: boolean;
  /** The caller's progress. */
  progress: CourseProgress;
}

/** courses-assigned-and-read/, user-assigned-courses/{staffId}/: a course with the person's progress. */
export interface AssignedCourse extends CourseSummary {
  progress: CourseProgress;
}

/** course-assigned-users/{id}/: each assigned staff member (or one with progress) and their progress. */
export interface CourseAssignedUser {
  staff_id: number;
  name: string;
  email: string;
  division_name: string | null;
  is_assigned: boolean;
  progress: CourseProgress;
}

/** courses-articles-to-read/: the caller's next items, course by course. */
export interface CourseItemToRead {
  course: number;
  course_name: string;
  item: number;
  item_type: 'article' | 'quiz';
  article: number | null;
  quiz: number | null;
  title: string;
  due_on: string | null;
}

export interface MarkCourseAsReadResponse {
  course: number;
  article: number | null;
  progress: CourseProgress;
}

export interface ReassignCourseResponse {
  course: number;
  reassigned: number;
}

/** quiz-responses/: one attempt on the quiz response timeline. */
export interface QuizResponseTimelineRow {
  id: number;
  quiz: number;
  quiz_title: string;
  course: number | null;
  course_name: string | null;
  staff_id: number;
  staff_name: string;
  score: number;
  pass_mark: number;
  passed: boolean;
  correct_count: number;
  question_count: number;
  created_on: string;
}

export interface LeaderboardRow {
  staff_id: number;
  name: string;
  division_name: string | null;
  articles_read: number;
  acknowledgements: number;
  courses_completed: number;
  quizzes_passed: number;
  points: number;
}

export interface UserKbSummary {
  staff_id: number;
  assigned_articles: number;
  read_articles: number;
  assigned_courses: number;
  completed_courses: number;
  overdue_courses: number;
  quizzes_passed: number;
}

export interface PositionCoursesArticles {
  position: number;
  courses: { id: number; name: string }[];
  articles: { id: number; title: string }[];
}

export interface UserArticleRow {
  id: number;
  title: string;
  is_read: boolean;
  read_on: string | null;
  is_acknowledged: boolean;
}

/** upcoming-assigned-items/{staffId}/: what the person still has to do, soonest due first. */
export interface UpcomingItem {
  item_type: 'article' | 'course';
  id: number;
  title: string;
  due_on: string | null;
  /** Courses: their state and next item. */
  state: CourseState | 'unread';
  next_item_title: string | null;
}

/** assignments/: the caller's assigned articles and courses. */
export interface Assignments {
  articles: UserArticleRow[];
  courses: AssignedCourse[];
}
