// The acknowledgement pages are for KB admins (spec knowledge-base §6): staff without the role see
// why instead of the page, and nothing is asked of the server (msw refuses unhandled calls).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meFixture, renderWithProviders, setupApiServer } from '../../test/render';
import { CompletionsRoute, LeaderboardRoute, QuizTimelineRoute } from './acknowledgements';

setupApiServer();

const staff = () => {
  const me = meFixture();
  return meFixture({
    user_type: { user_type: 'Staff', user_type_slug: 'staff' },
    user_roles: Object.fromEntries(Object.keys(me.user_roles).map((k) => [k, false])) as typeof me.user_roles,
  });
};

describe('acknowledgement routes', () => {
  it.each([
    ['All completions', CompletionsRoute],
    ['Quiz response timeline', QuizTimelineRoute],
    ['Leaderboard', LeaderboardRoute],
  ])('%s is for KB admins only', async (_name, Route) => {
    renderWithProviders(<Route />, { me: staff() });
    expect(await screen.findByTestId('knowledge-base-unavailable')).toHaveTextContent(
      'Only knowledge base admins can see completions, quiz responses and the leaderboard.',
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
