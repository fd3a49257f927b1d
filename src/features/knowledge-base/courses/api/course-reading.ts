// Taking a course: reading (and acknowledging) one of its articles (mark-course-as-read/) and a quiz
// attempt (quiz-responses-bulk-create/). Online, the answer comes back at once (the progress; the
// score and pass or fail). Without a network the same request goes into the outbox under the key the
// online attempt used, and the course on screen shows the read as done on this device; a quiz
// attempt's score comes when it reaches the server (readers never hold the correct answers). The
// device's kept copy of the course (offline/course-copy.ts) follows the screen.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Course,
  MarkCourseAsRead,
  MarkCourseAsReadResponse,
  QuizAttempt,
  QuizResponsesCreate,
} from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { NetworkError } from '../../../../api/errors';
import { queueChange } from '../../../../offline/queue';
import { storeCourse } from '../offline/course-copy';
import { COURSE_READ_KIND, QUIZ_ATTEMPT_KIND } from '../offline/course-kinds';
import { COURSES_KEY } from './course-key';
import { getCourseQueryOptions } from './get-course';

export type Sent<T> = { kind: 'sent'; answer: T } | { kind: 'queued' };

/** Online first under an Idempotency-Key; with no answer, the outbox sends it again under the same key. */
async function sendOrQueue<I, T>(kind: string, path: string, input: I): Promise<Sent<T>> {
  const idempotencyKey = crypto.randomUUID();
  const queue = async (): Promise<Sent<T>> => {
    await queueChange(kind, input, { id: idempotencyKey });
    return { kind: 'queued' };
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();
  try {
    return { kind: 'sent', answer: await api<T>(path, { method: 'POST', body: input, idempotencyKey }) };
  } catch (error) {
    if (error instanceof NetworkError) return queue();
    throw error;
  }
}

/** The read as the device now knows it: the item's state in the course on screen (until the server's). */
function showReadLocally(queryClient: QueryClient, input: MarkCourseAsRead) {
  queryClient.setQueryData<Course>(getCourseQueryOptions(input.course).queryKey, (course) => {
    if (!course) return course;
    let done = 0;
    const sections = course.sections.map((s) => ({
      ...s,
      section_items: s.section_items.map((item) => {
        let state = item.state;
        if (state && item.article === input.article) {
          const acknowledged = state.is_acknowledged || input.signature !== undefined || input.answers !== undefined;
          const needsAck = item.article_content?.acknowledgement_type != null;
          state = { ...state, is_read: true, is_acknowledged: acknowledged, is_done: !needsAck || acknowledged };
        }
        if (state?.is_done) done += 1;
        return { ...item, state };
      }),
    }));
    // The state moves on from "not started" here too; completion itself is the server's to say
    // (a quiz's score is only known there).
    const state = course.progress.state === 'not_started' && done > 0 ? 'in_progress' : course.progress.state;
    const percent = course.progress.total_items ? Math.round((done / course.progress.total_items) * 100) : 0;
    return { ...course, sections, progress: { ...course.progress, state, completed_items: done, percent } };
  });
  // The kept copy too, so a reload with no network still shows what was done here.
  const shown = queryClient.getQueryData<Course>(getCourseQueryOptions(input.course).queryKey);
  if (shown) void storeCourse(shown);
}

export function useMarkCourseRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkCourseAsRead) =>
      sendOrQueue<MarkCourseAsRead, MarkCourseAsReadResponse>(COURSE_READ_KIND, API_PATHS.kbMarkCourseAsRead, input),
    onSuccess: (result, input) => {
      if (result.kind === 'queued') showReadLocally(queryClient, input);
      else void queryClient.invalidateQueries({ queryKey: COURSES_KEY });
    },
  });
}

export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuizResponsesCreate) =>
      sendOrQueue<QuizResponsesCreate, QuizAttempt>(QUIZ_ATTEMPT_KIND, API_PATHS.kbQuizResponsesBulkCreate, input),
    onSuccess: (result) => {
      if (result.kind === 'sent') void queryClient.invalidateQueries({ queryKey: COURSES_KEY });
    },
  });
}
