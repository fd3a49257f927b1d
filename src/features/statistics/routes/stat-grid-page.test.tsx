// The Stat Grid's filters live in the URL: a link's filters reach the API, and choosing another one
// rewrites the address (back to page one), keeping the screen's own parameters.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { StatWithValues } from '../../../../contract/statistics';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { StatGridPage } from './stat-grid-page';

// The canvas chart has no canvas to draw on in jsdom; its summary is what is tested here.
vi.mock('../components/stat-chart', () => ({
  StatChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const server = setupApiServer();

const stat = {
  id: 5,
  name: 'Sales',
  description: '',
  stat_owner: 11,
  stat_owner_name: 'Ada Admin',
  stat_division: null,
  stat_division_name: null,
  stat_division_color: null,
  tags: ['north'],
  order: 1,
  archived: false,
  period_type: 'MONTHLY',
  is_inverted: false,
  created_at: '2026-01-01T00:00:00Z',
  periods: [
    { period_start: '2026-01-01', period_end: '2026-01-31', value: 80 },
    { period_start: '2026-02-01', period_end: '2026-02-28', value: 100 },
  ],
  values: [],
} satisfies StatWithValues;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

describe('StatGridPage', () => {
  // Several round trips through the router and the API: more than the default 5 s on a loaded machine.
  it('sends the URL filters to the API, and writes a changed filter back to the URL', { timeout: 15_000 }, async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('*/statistics/api/list-create-paginated/', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [stat] });
      }),
      http.get('*/statistics/api/tags/', () => HttpResponse.json(['north'])),
      http.options('*/statistics/api/list-create/', () =>
        HttpResponse.json({ name: '', description: '', renders: [], parses: [], actions: { POST: {} } }),
      ),
    );
    const { user } = renderWithProviders(
      <>
        <StatGridPage />
        <Location />
      </>,
      { route: '/statistics/multi/?interval=MONTHLY&search=sales&page=2' },
    );

    const card = await screen.findByTestId('stat-card');
    expect(within(card).getByText('Sales')).toBeInTheDocument();
    expect(within(card).getByRole('img')).toHaveAccessibleName('Sales: 2 periods, trending up');
    expect(within(card).getByTestId('stat-comparison')).toHaveTextContent('+20 (+25 %)');
    expect(Object.fromEntries(queries[0]!)).toMatchObject({
      period_type: 'MONTHLY',
      search: 'sales',
      periods: '12',
      page: '2',
      page_size: '24',
    });

    // jsdom matches no media query: the filters are folded as on a phone until opened.
    await user.click(screen.getByRole('button', { name: 'Filters (on)' }));
    await user.selectOptions(screen.getByLabelText('Sort'), 'stat_owner');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('?interval=MONTHLY&sort=stat_owner&search=sales'),
    );
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('stat_owner'));
    expect(queries.at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('checkbox', { name: 'My stats' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('my_stats=1'));
    await waitFor(() => expect(queries.at(-1)?.get('my_stats')).toBe('true'));
  });
});
