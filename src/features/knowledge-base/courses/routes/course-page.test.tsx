// The course reader on screen: opening an article reads it (mark-course-as-read/), the signature
// acknowledgement is sent with the read, a quiz attempt shows the server's score and pass or fail;
// offline, the read waits in the outbox under its Idempotency-Key and the course shows it done.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Course, CourseItemState, QuizAttempt } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { apiUrl } from '../../../../api/client';
import { userDatabase } from '../../../../offline/db';
import { meFixture, renderRoutes, setupApiServer } from '../../../../test/render';
import { COURSE_READ_KIND } from '../offline/course-kinds';
import { CoursePage } from './course-page';

const server = setupApiServer();
const db = () => userDatabase(1, 10);
afterEach(async () => {
  await db().outbox.clear();
});

const state = (patch: Partial<CourseItemState> = {}): CourseItemState => ({
  is_done: false,
  is_read: false,
  is_acknowledged: false,
  is_passed: false,
  best_score: null,
  attempts: 0,
  ...patch,
});

function course(articleState = state()): Course {
  return {
    id: 5,
    name: 'Maintenance induction',
    category: 1,
    category_name: 'Induction',
    description: '',
    priority: 0,
    is_assigned_to_everyone: true,
    has_certificate: false,
    reassign_month_duration: 0,
    due_days: null,
    is_scorm: false,
    created_on: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    division: [],
    individuals: [],
    assigned_positions: [],
    assigned_responsibilities: [],
    scorm_file_url: null,
    is_assigned: true,
    progress: {
      state: 'not_started',
      completed_items: 0,
      total_items: 2,
      percent: 0,
      next_item: { id: 101, title: 'Lockout/tagout', item_type: 'article' },
      completed_on: null,
      cycle_started_on: null,
      due_on: null,
      expires_on: null,
    },
    sections: [
      {
        id: 1,
        order: 0,
        title: 'Before you start',
        section_items: [
          {
            id: 101,
            order: 0,
            item_type: 'article',
            article: 31,
            quiz: null,
            title: 'Lockout/tagout',
            article_content: {
              id: 31,
              title: 'Lockout/tagout',
              body: '<p>Isolate every energy source.</p>',
              video_url: null,
              file_url: null,
              file_urls: [],
              decision_chart: null,
              acknowledgement_type: 1,
              acknowledgement_question: null,
              article_answers: [],
            },
            state: articleState,
          },
          {
            id: 102,
            order: 1,
            item_type: 'quiz',
            article: null,
            quiz: 41,
            title: 'Lockout quiz',
            quiz_content: {
              id: 41,
              title: 'Lockout quiz',
              description: '',
              pass_mark: 80,
              questions: [
                {
                  id: 1,
                  question: 'What comes first?',
                  answers: [
                    { id: 1, answer: 'Isolate' },
                    { id: 2, answer: 'Repair' },
                  ],
                },
              ],
            },
            state: state(),
          },
        ],
      },
    ],
  };
}

const staffMe = meFixture({
  user_roles: { ...meFixture().user_roles, user_is_admin: false, user_is_kb_admin: false },
});

function renderCourse() {
  return renderRoutes([{ path: '/knowledgebase/courses/:id', element: <CoursePage /> }], '/knowledgebase/courses/5', {
    me: staffMe,
  });
}

describe('CoursePage', () => {
  it('reads the article when it opens and sends the signature with the acknowledgement', async () => {
    const reads: unknown[] = [];
    let current = course();
    server.use(
      http.get(apiUrl(API_PATHS.kbCourseDetail(5)), () => HttpResponse.json(current)),
      http.post(apiUrl(API_PATHS.kbMarkCourseAsRead), async ({ request }) => {
        const body = (await request.json()) as { signature?: string };
        reads.push(body);
        current = course(state({ is_read: true, is_acknowledged: !!body.signature, is_done: !!body.signature }));
        return HttpResponse.json({ course: 5, article: 31, progress: current.progress });
      }),
    );
    const { user } = renderCourse();
    expect(await screen.findByText('Isolate every energy source.')).toBeInTheDocument();
    await screen.findByTestId('course-read-state');
    expect(reads).toEqual([{ course: 5, article: 31 }]);
    fireEvent.change(screen.getByLabelText('Or type your full name'), { target: { value: 'Sam Staff' } });
    await user.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await screen.findByTestId('course-acknowledged-state');
    expect(reads[1]).toEqual({ course: 5, article: 31, signature: 'Sam Staff' });
  });

  it('shows the score and pass or fail of a quiz attempt, and says when a preview keeps nothing', async () => {
    let sent: unknown;
    let preview = false;
    server.use(
      http.get(apiUrl(API_PATHS.kbCourseDetail(5)), () =>
        HttpResponse.json(course(state({ is_read: true, is_acknowledged: true, is_done: true }))),
      ),
      http.post(apiUrl(API_PATHS.kbQuizResponsesBulkCreate), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            id: 1,
            quiz: 41,
            course: 5,
            staff_id: 11,
            score: 0,
            pass_mark: 80,
            passed: false,
            correct_count: 0,
            question_count: 1,
            created_on: '2026-11-21T10:00:00Z',
            results: [{ question: 1, question_text: 'What comes first?', answers: ['Repair'], is_correct: false }],
            ...(preview ? { preview: true as const } : {}),
          } satisfies QuizAttempt,
          { status: 201 },
        );
      }),
    );
    const { user } = renderCourse();
    await user.click(await screen.findByRole('button', { name: 'Next: Lockout quiz' }));
    await user.click(screen.getByText('Repair'));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText('Not passed: 0% (pass mark 80%)')).toBeInTheDocument();
    expect(screen.getByText('wrong')).toBeInTheDocument();
    expect(sent).toEqual({ quiz: 41, course: 5, responses: [{ question: 1, answers: [2] }] });
    expect(screen.queryByTestId('quiz-preview-note')).toBeNull();

    // An admin previewing a course that is not theirs: scored, not kept, and told so.
    preview = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByText('Repair'));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByTestId('quiz-preview-note')).toHaveTextContent(
      'Preview: this course is not assigned to you, so this attempt is scored but not kept.',
    );
  });

  it('offline, the acknowledgement waits in the outbox and the loaded course shows it done on this device', async () => {
    const posted = vi.fn();
    server.use(
      http.get(apiUrl(API_PATHS.kbCourseDetail(5)), () => HttpResponse.json(course(state({ is_read: true })))),
      http.post(apiUrl(API_PATHS.kbMarkCourseAsRead), posted),
    );
    const { user } = renderCourse();
    await screen.findByTestId('course-read-state');
    // The course was loaded; now the network goes.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.change(screen.getByLabelText('Or type your full name'), { target: { value: 'Sam Staff' } });
    await user.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await screen.findByTestId('course-acknowledged-state');
    const queued = await db().outbox.orderBy('seq').toArray();
    expect(queued.map((q) => [q.kind, q.path, q.body, q.entity_key])).toEqual([
      [
        COURSE_READ_KIND,
        API_PATHS.kbMarkCourseAsRead,
        { course: 5, article: 31, signature: 'Sam Staff' },
        'kb-course:5',
      ],
    ]);
    expect(screen.getByText('1 of 2 done')).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
  });

  it('keeps the chosen item in the address, so the page comes back to it (reload, reconnect), not to the first', async () => {
    server.use(
      http.get(apiUrl(API_PATHS.kbCourseDetail(5)), () => HttpResponse.json(course(state({ is_read: true })))),
    );
    const first = renderCourse();
    await first.user.click(await screen.findByRole('button', { name: 'Next: Lockout quiz' }));
    await screen.findByTestId('course-quiz');
    expect(first.currentUrl()).toBe('/knowledgebase/courses/5?item=102');
    first.unmount();
    renderRoutes([{ path: '/knowledgebase/courses/:id', element: <CoursePage /> }], first.currentUrl(), {
      me: staffMe,
    });
    expect(await screen.findByTestId('course-quiz')).toBeInTheDocument();
    expect(screen.queryByTestId('course-article')).toBeNull();
  });

  it('opens on the next item to do, writes it to the address and stays on it once it is read', async () => {
    let current = course();
    server.use(
      http.get(apiUrl(API_PATHS.kbCourseDetail(5)), () => HttpResponse.json(current)),
      http.post(apiUrl(API_PATHS.kbMarkCourseAsRead), () => {
        // Read: the server's next item to do moves on to the quiz.
        const read = course(state({ is_read: true }));
        current = {
          ...read,
          progress: { ...read.progress, next_item: { id: 102, title: 'Lockout quiz', item_type: 'quiz' } },
        };
        return HttpResponse.json({ course: 5, article: 31, progress: current.progress });
      }),
    );
    const { currentUrl } = renderCourse();
    await screen.findByTestId('course-read-state');
    await waitFor(() => expect(currentUrl()).toBe('/knowledgebase/courses/5?item=101'));
    // The course loaded again after the read: the reader stays on the article.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentUrl()).toBe('/knowledgebase/courses/5?item=101');
    expect(screen.getByTestId('course-article')).toBeInTheDocument();
    expect(screen.queryByTestId('course-quiz')).toBeNull();
  });
});
