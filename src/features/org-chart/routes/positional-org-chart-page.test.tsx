// The positional chart shows the saved layout: a position the layout knows sits where it was saved
// (company/api/horizontalorg/), the others where the chart plans them; the search outlines matches.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { DivisionHierarchy, SavedChart } from '../../../../contract/org-chart';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { PositionalOrgChartPage } from './positional-org-chart-page';

const server = setupApiServer();

const hierarchy: DivisionHierarchy[] = [
  {
    id: 1,
    division_name: 'Fleet',
    division_color: '#0cb2fc',
    division_order: 1,
    positions: [
      { id: 1, name: 'Fleet lead', manager: null, order: 1, above_text: '', users: [] },
      { id: 2, name: 'Driver', manager: 1, order: 2, above_text: '', users: [{ id: 9, name: 'Ann Lee', photo: null }] },
    ],
  },
];
const saved: SavedChart = {
  layout: { nodes: [{ id: 'position-2', x: 480, y: 720 }], viewport: { x: 0, y: 0, zoom: 1 } },
  updated_at: '2026-01-01T00:00:00Z',
  is_public: false,
  company_slug: 'acme',
};

it('places the positions where the saved layout put them', async () => {
  server.use(
    http.get('*/account/api/division-position-hierarchy/', () => HttpResponse.json(hierarchy)),
    http.get('*/company/api/horizontalorg/', () => HttpResponse.json(saved)),
  );
  const { container, user } = renderWithProviders(<PositionalOrgChartPage />);
  const node = (id: string) => container.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`);
  await waitFor(() => expect(node('position-2')).not.toBeNull());
  expect(node('position-2')!.style.transform).toBe('translate(480px,720px)');
  // Not in the saved layout: where the chart plans it, over the position reporting to it.
  expect(node('position-1')!.style.transform).toBe('translate(0px,150px)');
  expect(screen.getByRole('button', { name: 'Save layout' })).toBeDisabled();

  await user.type(screen.getByRole('searchbox', { name: 'Search people or positions' }), 'ann');
  await waitFor(() => expect(node('position-2')!.querySelector('[data-match]')).not.toBeNull());
  expect(node('position-1')!.querySelector('[data-match]')).toBeNull();
});
