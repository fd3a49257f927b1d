// Library courses (spec knowledge-base §7 Library): GET library/courses/, POST
// library/courses/subscribe/ (library_course_id), GET library/categories/. The spec gives them
// without a module prefix; following ARCHITECTURE.md they are served under knowledgebase/api/.
// Subscribing copies the course (its sections, articles and quizzes) into the company once.
import { z } from 'zod';

export const LIBRARY_PATHS = {
  courses: 'knowledgebase/api/library/courses/',
  subscribe: 'knowledgebase/api/library/courses/subscribe/',
  categories: 'knowledgebase/api/library/categories/',
} as const;

export const LIBRARY_COURSE_NOT_FOUND = 'This library course does not exist.';
export const LIBRARY_ALREADY_SUBSCRIBED = 'Your company already has this course; it was not copied again.';

export interface LibraryCategory {
  id: number;
  name: string;
}

export interface LibraryCourse {
  id: number;
  name: string;
  description: string;
  category: number;
  category_name: string;
  sections: { title: string; items: { type: 'article' | 'quiz'; title: string }[] }[];
  article_count: number;
  quiz_count: number;
  /** The company's copy, when it has subscribed (and has not deleted the copy since). */
  subscribed_course: number | null;
}

export const librarySubscribeSchema = z.object({
  library_course_id: z.number({ error: LIBRARY_COURSE_NOT_FOUND }).int().positive(),
});
export type LibrarySubscribe = z.input<typeof librarySubscribeSchema>;

export interface LibrarySubscribeResponse {
  /** The company's course made from it. */
  course: number;
  /** false when the company already had it: nothing was copied. */
  created: boolean;
  detail: string;
}
export const LIBRARY_SUBSCRIBED = 'The course was added to your courses.';
