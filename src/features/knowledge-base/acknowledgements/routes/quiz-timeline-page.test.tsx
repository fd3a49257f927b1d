// Quiz response timeline: each attempt with its score and result; the result, quiz and day filters
// reach the server; an empty answer says so.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { QuizResponseTimelineRow } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { apiUrl } from '../../../../api/client';
import { renderWithProviders, setupApiServer } from '../../../../test/render';
import { choiceHandlers, page, personHandlers } from '../test-handlers';
import { QuizTimelinePage } from './quiz-timeline-page';

const server = setupApiServer();

const attempt = (id: number, passed: boolean): QuizResponseTimelineRow => ({
  id,
  quiz: 60,
  quiz_title: 'Forklift quiz',
  course: 70,
  course_name: 'Induction',
  staff_id: 2,
  staff_name: 'Sam Staff',
  score: passed ? 100 : 50,
  pass_mark: 80,
  passed,
  correct_count: passed ? 2 : 1,
  question_count: 2,
  created_on: '2026-11-03T10:00:00Z',
});

function serve(answer: (search: URLSearchParams) => object) {
  const asked: URLSearchParams[] = [];
  server.use(
    ...choiceHandlers,
    ...personHandlers,
    http.get(apiUrl(API_PATHS.kbQuizResponseTimeline), ({ request }) => {
      const search = new URL(request.url).searchParams;
      asked.push(search);
      return HttpResponse.json(answer(search));
    }),
  );
  return asked;
}

describe('QuizTimelinePage', () => {
  it('lists attempts with score and result, and filters by result, quiz and day', async () => {
    const asked = serve((s) =>
      page(s.get('passed') === 'false' ? [attempt(1, false)] : [attempt(2, true), attempt(1, false)]),
    );
    const { user } = renderWithProviders(<QuizTimelinePage />, { route: '/?date_to=2026-11-30' });
    const rows = await screen.findAllByTestId('quiz-response-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[4]!.textContent)).toEqual(['100% (2/2)', '50% (1/2)']);
    expect(within(rows[0]!).getByText('Passed')).toBeInTheDocument();
    expect(asked[0]!.get('date_to')).toBe('2026-11-30');

    await user.selectOptions(screen.getByLabelText('Result'), 'failed');
    await waitFor(() => expect(asked.at(-1)!.get('passed')).toBe('false'));
    await waitFor(() => expect(screen.getAllByTestId('quiz-response-row')).toHaveLength(1));

    await screen.findByRole('option', { name: 'Forklift quiz' });
    await user.selectOptions(screen.getByLabelText('Quiz'), '60');
    await waitFor(() => expect(asked.at(-1)!.get('quiz')).toBe('60'));
    expect(asked.at(-1)!.get('passed')).toBe('false');
  });

  it("shows an attempt's answers, right or wrong, on demand", async () => {
    serve(() => page([attempt(2, true), attempt(1, false)]));
    const asked: string[] = [];
    server.use(
      http.get(apiUrl(API_PATHS.kbQuizResponses(2, 60)), ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json([
          { id: 2, results: [{ question: 1, question_text: 'What first?', answers: ['Isolate'], is_correct: true }] },
          { id: 1, results: [{ question: 1, question_text: 'What first?', answers: [], is_correct: false }] },
        ]);
      }),
    );
    const { user } = renderWithProviders(<QuizTimelinePage />);
    const rows = await screen.findAllByTestId('quiz-response-row');
    expect(asked).toEqual([]);
    await user.click(within(rows[1]!).getByRole('button', { name: 'Answers' }));
    const answers = await within(rows[1]!).findByTestId('attempt-answers');
    expect(within(answers).getByText('Wrong')).toBeInTheDocument();
    expect(within(answers).getByText('No answer')).toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Answers' }));
    const first = await within(rows[0]!).findByTestId('attempt-answers');
    expect(within(first).getByText('Isolate')).toBeInTheDocument();
    expect(within(first).getByText('Right')).toBeInTheDocument();
  });

  it('says when there are no attempts yet', async () => {
    serve(() => page([]));
    renderWithProviders(<QuizTimelinePage />);
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });
});
