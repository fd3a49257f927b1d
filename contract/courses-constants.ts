// Courses and quizzes without their schemas (spec knowledge-base §3 Course and its errors, §9): the
// limits, the pass mark, the course errors' messages and the course states, so the builder and the
// reader check the same rules as the server without loading zod. courses.ts re-exports everything.

/** §9: course priority default 0. */
export const COURSE_PRIORITY_DEFAULT = 0;
export const COURSE_PRIORITY_MAX = 1000;
export const COURSE_NAME_MAX = 255;
export const COURSE_DESCRIPTION_MAX = 5000;
export const COURSE_SECTIONS_MAX = 100;
export const COURSE_SECTION_ITEMS_MAX = 200;
export const COURSE_SECTION_TITLE_MAX = 255;
export const COURSE_DUE_DAYS_MAX = 3650;
export const COURSE_PAGE_SIZE_DEFAULT = 20;
export const COURSE_PAGE_SIZE_MAX = 100;

/** The spec leaves quiz scoring out; ours: a percentage of questions answered exactly right. */
export const QUIZ_PASS_MARK_DEFAULT = 80;
export const QUIZ_TITLE_MAX = 255;
export const QUIZ_QUESTIONS_MAX = 100;
export const QUIZ_ANSWERS_MAX = 20;
export const QUIZ_TEXT_MAX = 1000;

// ---- §3 course errors: courseName, courseCategory, coursePriority, courseSections ----
// The server answers them under the request's field names (name, category, priority, sections).
export const COURSE_NAME_REQUIRED = 'Course name is required.';
export const COURSE_CATEGORY_REQUIRED = 'Please select a course category';
export const COURSE_PRIORITY_INVALID = 'Priority must be a whole number, 0 or more.';
export const COURSE_SECTIONS_REQUIRED = 'Add at least one section with an article or a quiz.';
export const COURSE_SECTION_TITLE_REQUIRED = 'Every section needs a title.';
export const COURSE_ITEM_NOT_FOUND = 'Choose published articles and quizzes of this company.';
export const COURSE_CATEGORY_NOT_FOUND = 'Choose a course category of this company.';
export const COURSE_CATEGORY_NAME_REQUIRED = 'Name is required.';
export const QUIZ_TITLE_REQUIRED = 'Quiz title is required.';
export const QUIZ_QUESTIONS_REQUIRED = 'Add at least one question.';
export const QUIZ_QUESTION_BLANK = 'A question cannot be blank.';
export const QUIZ_ANSWERS_INVALID = 'Each question needs at least two answers, none blank, and at least one correct.';
export const QUIZ_NOT_IN_COURSE = 'This quiz is not part of that course.';
export const ARTICLE_NOT_IN_COURSE = 'This article is not part of that course.';
export const QUIZ_UNKNOWN_QUESTION = 'Answer the questions of this quiz only.';

/** Where a person stands with a course. */
export const COURSE_STATES = ['not_started', 'in_progress', 'completed', 'overdue'] as const;
export type CourseState = (typeof COURSE_STATES)[number];

export const COURSE_ORDERINGS = ['name', '-name', 'priority', '-priority', 'created_on', '-created_on'] as const;
export type CourseOrdering = (typeof COURSE_ORDERINGS)[number];

/** Score of a quiz attempt: percent of questions answered exactly right, rounded down. */
export function quizScore(correct: number, total: number): number {
  return total === 0 ? 0 : Math.floor((correct * 100) / total);
}
