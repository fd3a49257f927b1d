// A stat whose data cannot be drawn says so in its own card (people §8), and the others still show.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StatWithValues } from '../../../../contract/statistics';
import { renderWithProviders } from '../../../test/render';
import { StatCard } from './stat-card';

// The canvas chart has no canvas to draw on in jsdom; its summary stands in for it.
vi.mock('./stat-chart', () => ({
  StatChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const good = {
  id: 5,
  name: 'Sales',
  description: '',
  stat_owner: 11,
  stat_owner_name: 'Ada Admin',
  stat_division: null,
  stat_division_name: null,
  stat_division_color: null,
  tags: [],
  order: 1,
  archived: false,
  period_type: 'MONTHLY',
  is_inverted: false,
  created_at: '2026-01-01T00:00:00Z',
  periods: [{ period_start: '2026-01-01', period_end: '2026-01-31', value: 80 }],
  values: [],
} satisfies StatWithValues;

describe('StatCard', () => {
  it('shows "Stat has error, contact support" with the stat for data it cannot draw, and the other stats', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { ...good, id: 6, name: 'Jobs', periods: null } as unknown as StatWithValues;
    renderWithProviders(
      <>
        <StatCard stat={broken} />
        <StatCard stat={good} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Stat has error, contact support #6 Jobs');
    expect(screen.getByText('Sales')).toBeInTheDocument();
  });
});
