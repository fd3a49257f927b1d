// The integration screens (spec shell §2.1 /connect/slack, §2.2 /humesign/): unconfigured they say
// what to set; Slack's return with a code is exchanged once and shows the connected workspace.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../contract/paths';
import { apiUrl } from '../../../api/client';
import { meFixture, renderWithProviders, setupApiServer } from '../../../test/render';
import { ConnectSlackPage, ESignPage } from './integration-page';

const server = setupApiServer();

describe('integration screens without configuration', () => {
  it('tell an admin which server settings turn Slack on', async () => {
    server.use(http.get(apiUrl(API_PATHS.slack), () => HttpResponse.json({ configured: false, connection: null })));
    renderWithProviders(<ConnectSlackPage />);
    expect(screen.getByRole('heading', { name: 'Connect to Slack' })).toBeInTheDocument();
    expect(await screen.findByText('SLACK_CLIENT_ID')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Slack' })).toBeNull();
  });

  it('tell staff to ask an administrator', () => {
    renderWithProviders(<ESignPage />, {
      me: meFixture({ user_type: { user_type: 'Staff', user_type_slug: 'staff' } }),
    });
    expect(screen.getByText(/Ask an administrator/)).toBeInTheDocument();
  });
});

describe('Slack with a Slack app configured', () => {
  it("exchanges Slack's code once and shows the workspace", async () => {
    const calls: unknown[] = [];
    server.use(
      http.get(apiUrl(API_PATHS.slack), () => HttpResponse.json({ configured: true, connection: null })),
      http.post(apiUrl(API_PATHS.slackCallback), async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({
          configured: true,
          connection: { team_name: 'Acme Workspace', connected_at: '2026-01-02T10:00:00Z', connected_by: 'Ann Admin' },
        });
      }),
    );
    renderWithProviders(<ConnectSlackPage />, { route: '/connect/slack?code=abc&state=s1' });
    expect(await screen.findByTestId('slack-connected')).toHaveTextContent('Acme Workspace');
    expect(calls).toEqual([{ code: 'abc', state: 's1' }]);
    expect(screen.getByRole('button', { name: 'Disconnect Slack' })).toBeInTheDocument();
  });

  it('offers an admin to add Groundwork to Slack', async () => {
    server.use(http.get(apiUrl(API_PATHS.slack), () => HttpResponse.json({ configured: true, connection: null })));
    renderWithProviders(<ConnectSlackPage />);
    expect(await screen.findByRole('button', { name: 'Add to Slack' })).toBeInTheDocument();
  });
});
