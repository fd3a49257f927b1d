// Journey: /connect/slack with a Slack app configured (spec shell §2.1). A server of its own runs
// with SLACK_* pointing at a small fake of Slack's OAuth (its authorize page approves at once and
// sends the browser back with a code; its token endpoint checks the app's secret and the code).
// The admin adds Groundwork to Slack, comes back connected, still connected after a reload (the
// code is not sent twice), and disconnects.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, signIn, type LaunchedBrowser } from './harness';
import { startDedicatedServer, type ServerControl } from './server-control';

const CLIENT_ID = 'journey.client';
const CLIENT_SECRET = 'journey-secret';

describe('connect Slack', () => {
  let slack: http.Server;
  let server: ServerControl;
  let browser: LaunchedBrowser;
  const exchanges: Record<string, string>[] = [];

  beforeAll(async () => {
    slack = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://slack.fake');
      if (url.pathname === '/oauth/v2/authorize') {
        // The admin approves: back to the app with a code and the state as given.
        const back = new URL(url.searchParams.get('redirect_uri')!);
        back.searchParams.set('code', `code-for-${url.searchParams.get('client_id')}`);
        back.searchParams.set('state', url.searchParams.get('state')!);
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(raw));
        exchanges.push(form);
        const ok = form.client_secret === CLIENT_SECRET && form.code === `code-for-${CLIENT_ID}`;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            ok
              ? { ok: true, access_token: 'xoxb-journey', team: { id: 'T9', name: 'Journey Workspace' } }
              : { ok: false, error: 'invalid_code' },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => slack.listen(0, '127.0.0.1', resolve));
    const slackUrl = `http://127.0.0.1:${(slack.address() as AddressInfo).port}`;
    // The dedicated server takes its environment from this process.
    Object.assign(process.env, {
      SLACK_CLIENT_ID: CLIENT_ID,
      SLACK_CLIENT_SECRET: CLIENT_SECRET,
      SLACK_AUTHORIZE_URL: `${slackUrl}/oauth/v2/authorize`,
      SLACK_TOKEN_URL: `${slackUrl}/api/oauth.v2.access`,
    });
    try {
      server = await startDedicatedServer();
    } finally {
      for (const name of ['SLACK_CLIENT_ID', 'SLACK_CLIENT_SECRET', 'SLACK_AUTHORIZE_URL', 'SLACK_TOKEN_URL']) {
        delete process.env[name];
      }
    }
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    await new Promise((resolve) => slack?.close(resolve));
  });

  it('adds Groundwork to Slack and disconnects it', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.baseUrl}/auth/signin`);
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await page.goto(`${server.baseUrl}/connect/slack`);
    await page.getByRole('button', { name: 'Add to Slack' }).click();

    const connected = page.getByTestId('slack-connected');
    await connected.waitFor({ timeout: 30_000 });
    expect(await connected.textContent()).toContain('Journey Workspace');
    // Back from Slack, the code was exchanged once and has left the address.
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: `${server.baseUrl}/connect/slack`,
    });
    expect(new URL(page.url()).search).toBe('');

    await page.reload();
    await connected.waitFor();
    expect(exchanges).toHaveLength(1);

    await page.getByRole('button', { name: 'Disconnect Slack' }).click();
    await page.getByRole('button', { name: 'Add to Slack' }).waitFor();
    expect(await connected.count()).toBe(0);
    await page.close();
  });
});
