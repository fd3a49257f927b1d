// The Org Flow Chart for a profile admin: the divisions sit where the saved layout put them, and the
// published chart's link is copied with "Link Copied" (people §8).
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { SavedChart } from '../../../../contract/org-chart';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { OrgFlowPage } from './org-flow-page';

const server = setupApiServer();

it('shows the saved layout and copies the public chart’s link', async () => {
  const saved: SavedChart = {
    layout: { nodes: [{ id: 'division-4', x: 300, y: 420 }], viewport: { x: 0, y: 0, zoom: 1 } },
    updated_at: '2026-01-01T00:00:00Z',
    is_public: true,
    company_slug: 'acme',
  };
  server.use(
    http.get('*/division/api/division-with-employees/', () =>
      HttpResponse.json([
        {
          id: 4,
          division_name: 'Fleet',
          division_color: '#0cb2fc',
          division_order: 1,
          division_description: '',
          company: 10,
          employee_count: 0,
          employees: [],
        },
      ]),
    ),
    http.get('*/company/api/orgflow/', () => HttpResponse.json(saved)),
  );
  const { container, user } = renderWithProviders(<OrgFlowPage />);
  await waitFor(() => expect(container.querySelector('.react-flow__node[data-id="division-4"]')).not.toBeNull());
  expect(container.querySelector<HTMLElement>('.react-flow__node[data-id="division-4"]')!.style.transform).toBe(
    'translate(300px,420px)',
  );
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText('Link Copied')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/org-chart/?company=acme`);
});
