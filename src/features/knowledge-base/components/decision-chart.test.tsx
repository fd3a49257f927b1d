// The article's chart outside the editor (spec knowledge-base §8): an article that only names its
// chart has it loaded and drawn, with its steps as a list; a chart that fails to load says
// 'Error loading flow chart'.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../contract/paths';
import { apiUrl } from '../../../api/client';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { DecisionChartDisplay } from './decision-chart';

const server = setupApiServer();

const chart = {
  id: 5,
  company: 10,
  created_on: '2026-01-01T00:00:00Z',
  updated_on: '2026-01-01T00:00:00Z',
  nodes: [
    { id: 'node-1', type: 'startEndNode', position: { x: 0, y: 0 }, data: { label: 'Machine stopped' } },
    { id: 'node-2', type: 'decisionNode', position: { x: 0, y: 150 }, data: { label: 'Guard closed?' } },
  ],
  edges: [{ id: 'e', source: 'node-1', target: 'node-2', type: 'customEdge', data: { label: 'Check' } }],
};

describe('DecisionChartDisplay', () => {
  it('loads a chart the article only names and lists its steps', async () => {
    server.use(http.get(apiUrl(API_PATHS.flowChartDetail(5)), () => HttpResponse.json(chart)));
    renderWithProviders(<DecisionChartDisplay chart={null} chartId={5} />);
    const outline = await screen.findByTestId('chart-outline', {}, { timeout: 10_000 });
    expect(outline).toHaveTextContent('Machine stopped');
    expect(outline).toHaveTextContent('Check → Guard closed?');
  });

  it("says 'Error loading flow chart' when the chart cannot be loaded", async () => {
    server.use(http.get(apiUrl(API_PATHS.flowChartDetail(6)), () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<DecisionChartDisplay chart={null} chartId={6} />);
    expect(await screen.findByText('Error loading flow chart', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('chart-outline')).not.toBeInTheDocument();
  });

  it('shows nothing for an article without a chart', () => {
    const { container } = renderWithProviders(<DecisionChartDisplay chart={null} chartId={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
