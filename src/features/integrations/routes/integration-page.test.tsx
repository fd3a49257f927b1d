import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meFixture, renderWithProviders, setupApiServer } from '../../../test/render';
import { ConnectSlackPage, ESignPage } from './integration-page';

setupApiServer();

describe('integration screens without configuration', () => {
  it('tell an admin which setting turns Slack on', () => {
    renderWithProviders(<ConnectSlackPage />);
    expect(screen.getByRole('heading', { name: 'Connect to Slack' })).toBeInTheDocument();
    expect(screen.getByText('VITE_SLACK_INSTALL_URL')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to Slack' })).toBeNull();
  });

  it('tell staff to ask an administrator', () => {
    renderWithProviders(<ESignPage />, {
      me: meFixture({ user_type: { user_type: 'Staff', user_type_slug: 'staff' } }),
    });
    expect(screen.getByText(/Ask an administrator/)).toBeInTheDocument();
  });
});
