// The integration screens (spec shell §2.1 /connect/slack, §2.2 /humesign/): unconfigured they say
// what the server's answer names to set; Slack's return with a code is exchanged once and shows the
// connected workspace; with e-signature configured, a signer is offered the provider's page.
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

  it('tell an admin the e-signature settings the server names', async () => {
    server.use(
      http.get(apiUrl(API_PATHS.esign), () =>
        HttpResponse.json({ configured: false, settings: ['ESIGN_API_URL', 'ESIGN_API_KEY', 'ESIGN_WEBHOOK_SECRET'] }),
      ),
    );
    renderWithProviders(<ESignPage />);
    expect(screen.getByRole('heading', { name: 'E-signature' })).toBeInTheDocument();
    expect(await screen.findByText('ESIGN_WEBHOOK_SECRET')).toBeInTheDocument();
    expect(screen.getByText('ESIGN_API_URL')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for signature' })).toBeNull();
  });

  it('tell staff to ask an administrator', async () => {
    server.use(http.get(apiUrl(API_PATHS.esign), () => HttpResponse.json({ configured: false, settings: [] })));
    renderWithProviders(<ESignPage />, {
      me: meFixture({ user_type: { user_type: 'Staff', user_type_slug: 'staff' } }),
    });
    expect(await screen.findByText(/Ask an administrator/)).toBeInTheDocument();
  });
});

describe('e-signature with a provider configured', () => {
  it("offers a signer the provider's page and no send form", async () => {
    const waiting = {
      id: 7,
      title: 'Contract',
      file_name: 'contract.pdf',
      message: 'Please sign',
      status: 'sent',
      signer: { id: 2, name: 'Sam Staff', email: 'sam@example.com' },
      sent_by: 'Ann Admin',
      created_at: '2026-11-20T10:00:00Z',
      signed_at: null,
      declined_at: null,
      cancelled_at: null,
      signing_url: 'https://esign.example/sign/7',
      signed_document_url: null,
    };
    server.use(
      http.get(apiUrl(API_PATHS.esign), () => HttpResponse.json({ configured: true, settings: [] })),
      http.get(apiUrl(API_PATHS.esignRequests), ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        const results = status === 'sent' ? [waiting] : [];
        return HttpResponse.json({ count: results.length, next: null, previous: null, results });
      }),
    );
    renderWithProviders(<ESignPage />, {
      me: meFixture({ user_type: { user_type: 'Staff', user_type_slug: 'staff' } }),
    });
    const sign = await screen.findByRole('link', { name: 'Sign' });
    expect(sign).toHaveAttribute('href', 'https://esign.example/sign/7');
    expect(screen.getByText('Waiting for signature')).toBeInTheDocument();
    expect(screen.getByText('You have not signed any documents yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for signature' })).toBeNull();
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

  it('stays connected when the status read sent on arrival answers after the exchange', async () => {
    // The page reads the status as it opens and exchanges the code at the same moment; the read
    // left before the exchange committed and answers after it, with "not connected".
    let exchanged!: () => void;
    const exchangeAnswered = new Promise<void>((resolve) => (exchanged = resolve));
    let reads = 0;
    server.use(
      http.get(apiUrl(API_PATHS.slack), async () => {
        reads += 1;
        if (reads === 1) await exchangeAnswered.then(() => new Promise((r) => setTimeout(r, 30)));
        return HttpResponse.json(
          reads === 1
            ? { configured: true, connection: null }
            : {
                configured: true,
                connection: {
                  team_name: 'Acme Workspace',
                  connected_at: '2026-01-02T10:00:00Z',
                  connected_by: 'Ann Admin',
                },
              },
        );
      }),
      http.post(apiUrl(API_PATHS.slackCallback), () => {
        setTimeout(exchanged, 0);
        return HttpResponse.json({
          configured: true,
          connection: { team_name: 'Acme Workspace', connected_at: '2026-01-02T10:00:00Z', connected_by: 'Ann Admin' },
        });
      }),
    );
    renderWithProviders(<ConnectSlackPage />, { route: '/connect/slack?code=late&state=s1' });
    expect(await screen.findByTestId('slack-connected')).toHaveTextContent('Acme Workspace');
    // Well after the late read would have answered, the workspace is still shown.
    await new Promise((r) => setTimeout(r, 120));
    expect(screen.getByTestId('slack-connected')).toHaveTextContent('Acme Workspace');
    expect(screen.queryByRole('button', { name: 'Add to Slack' })).toBeNull();
  });

  it('offers an admin to add Groundwork to Slack', async () => {
    server.use(http.get(apiUrl(API_PATHS.slack), () => HttpResponse.json({ configured: true, connection: null })));
    renderWithProviders(<ConnectSlackPage />);
    expect(await screen.findByRole('button', { name: 'Add to Slack' })).toBeInTheDocument();
  });
});
