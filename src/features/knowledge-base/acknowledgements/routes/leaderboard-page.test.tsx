// Leaderboard: everyone in rank order with their points; the division filter asks the server for
// that division's ranking; a name search keeps each person's true rank; long boards page.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LeaderboardRow } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { apiUrl } from '../../../../api/client';
import { renderWithProviders, setupApiServer } from '../../../../test/render';
import { choiceHandlers, personHandlers } from '../test-handlers';
import { LeaderboardPage } from './leaderboard-page';

const server = setupApiServer();

const row = (staff_id: number, name: string, points: number): LeaderboardRow => ({
  staff_id,
  name,
  division_name: 'Yard',
  articles_read: points,
  acknowledgements: 0,
  courses_completed: 0,
  quizzes_passed: 0,
  points,
});

function serve(answer: (search: URLSearchParams) => LeaderboardRow[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    ...choiceHandlers,
    ...personHandlers,
    http.get(apiUrl(API_PATHS.kbLeaderboard), ({ request }) => {
      const search = new URL(request.url).searchParams;
      asked.push(search);
      return HttpResponse.json(answer(search));
    }),
  );
  return asked;
}

const cells = (r: HTMLElement) =>
  within(r)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('LeaderboardPage', () => {
  it('ranks, narrows by division and searches by name keeping the rank', async () => {
    const asked = serve((s) =>
      s.get('division') === '7'
        ? [row(3, 'Pat Porter', 4)]
        : [row(2, 'Sam Staff', 9), row(3, 'Pat Porter', 4), row(4, 'Lee Loader', 1)],
    );
    const { user } = renderWithProviders(<LeaderboardPage />);
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows.map((r) => [cells(r)[0], cells(r)[1], cells(r).at(-1)])).toEqual([
      ['1', 'Sam Staff', '9'],
      ['2', 'Pat Porter', '4'],
      ['3', 'Lee Loader', '1'],
    ]);
    expect(asked[0]!.get('limit')).toBe('500');

    await user.type(screen.getByLabelText('Search by name'), 'lee');
    await waitFor(() => expect(screen.getAllByTestId('leaderboard-row')).toHaveLength(1));
    expect(cells(screen.getByTestId('leaderboard-row')).slice(0, 2)).toEqual(['3', 'Lee Loader']);
    await user.clear(screen.getByLabelText('Search by name'));

    await screen.findByRole('option', { name: 'Yard' });
    await user.selectOptions(screen.getByLabelText('Division'), '7');
    await waitFor(() => expect(asked.at(-1)!.get('division')).toBe('7'));
    await waitFor(() => expect(screen.getAllByTestId('leaderboard-row')).toHaveLength(1));
  });

  it('pages a long board', async () => {
    serve(() => Array.from({ length: 30 }, (_, i) => row(100 + i, `Person ${i + 1}`, 100 - i)));
    const { user } = renderWithProviders(<LeaderboardPage />);
    expect(await screen.findAllByTestId('leaderboard-row')).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = await screen.findAllByTestId('leaderboard-row');
    expect(second).toHaveLength(5);
    expect(cells(second[0]!).slice(0, 2)).toEqual(['26', 'Person 26']);
  });

  it('says when nobody is on the board yet', async () => {
    serve(() => []);
    renderWithProviders(<LeaderboardPage />);
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });
});
