// The courses' outbox kinds: reading (and acknowledging) an article of a course, and a quiz attempt.
// Both replay with their outbox id as Idempotency-Key, so a change that reached the server before
// the connection dropped is applied once; both wait in order behind earlier changes to the same
// course. Once the server took one, every course view and list is refreshed from it.
import type { QueryClient } from '@tanstack/react-query';
import type { MarkCourseAsRead, QuizResponsesCreate } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { registerOutboxKind } from '../../../../offline/kinds';
import { COURSES_KEY } from '../api/course-key';

export const COURSE_READ_KIND = 'knowledgeBase.courseRead';
export const QUIZ_ATTEMPT_KIND = 'knowledgeBase.quizAttempt';

export const courseEntityKey = (courseId: number | null | undefined) => `kb-course:${courseId ?? 'none'}`;

export function registerCourseKinds(queryClient: QueryClient): void {
  const refresh = () => queryClient.invalidateQueries({ queryKey: COURSES_KEY });
  registerOutboxKind<MarkCourseAsRead>({
    kind: COURSE_READ_KIND,
    label: 'courses.pending.read',
    toRequest: (input) => ({
      method: 'POST',
      path: API_PATHS.kbMarkCourseAsRead,
      body: input,
      entityKey: courseEntityKey(input.course),
    }),
    onDone: refresh,
  });
  registerOutboxKind<QuizResponsesCreate>({
    kind: QUIZ_ATTEMPT_KIND,
    label: 'courses.pending.quiz',
    toRequest: (input) => ({
      method: 'POST',
      path: API_PATHS.kbQuizResponsesBulkCreate,
      body: input,
      entityKey: courseEntityKey(input.course),
    }),
    onDone: refresh,
  });
}
