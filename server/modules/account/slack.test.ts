// /connect/slack's OAuth flow through the API, against a fake Slack token endpoint over real HTTP:
// the authorize URL carries the app, scopes, return address and a signed state; the callback
// exchanges the code with the client secret and stores the workspace; a forged, foreign or stale
// state is refused before Slack is asked; disconnecting removes it; unconfigured, nothing breaks.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SLACK_NOT_CONFIGURED,
  SLACK_STATE_INVALID,
  SLACK_STATE_TTL_SECONDS,
  slackRefused,
  type SlackStatus,
} from '../../../contract/integrations';
import { authed, createTestApp, createTestCompany, type TestContext, type TestUser } from '../../test/helpers';

const CLIENT = { clientId: '123.456', clientSecret: 'slack-secret' };

let tokenServer: http.Server;
let tokenUrl: string;
const exchanges: Record<string, string>[] = [];
let ctx: TestContext;
let bare: TestContext;
beforeAll(async () => {
  tokenServer = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      exchanges.push(form);
      const ok =
        form.client_id === CLIENT.clientId && form.client_secret === CLIENT.clientSecret && form.code === 'good-code';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          ok
            ? { ok: true, access_token: 'xoxb-token', bot_user_id: 'U1', team: { id: 'T1', name: 'Acme Workspace' } }
            : { ok: false, error: 'invalid_code' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => tokenServer.listen(0, '127.0.0.1', resolve));
  tokenUrl = `http://127.0.0.1:${(tokenServer.address() as AddressInfo).port}/api/oauth.v2.access`;
  ctx = await createTestApp({
    config: {
      publicUrl: 'https://app.test',
      slack: { ...CLIENT, authorizeUrl: 'https://slack.test/oauth/v2/authorize', tokenUrl, scopes: 'chat:write' },
    },
  });
  bare = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  await bare.close();
  await new Promise((resolve) => tokenServer.close(resolve));
});
afterEach(() => vi.useRealTimers());

const call = (app: TestContext, user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  authed(app.app, user, { method, url: `/account/api/slack/${url}`, payload });
const authorize = async (user: TestUser) => {
  const res = await call(ctx, user, 'POST', 'authorize/');
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json<{ url: string }>().url);
};

describe('Slack connection', () => {
  it('connects a workspace through Slack and disconnects it', async () => {
    const c = await createTestCompany(ctx);
    expect((await call(ctx, c.staff, 'GET', '')).json()).toEqual({ configured: true, connection: null });
    const url = await authorize(c.admin);
    expect(url.origin + url.pathname).toBe('https://slack.test/oauth/v2/authorize');
    expect(url.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(url.searchParams.get('scope')).toBe('chat:write');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.test/connect/slack');
    const state = url.searchParams.get('state')!;

    const res = await call(ctx, c.admin, 'POST', 'callback/', { code: 'good-code', state });
    expect(res.statusCode, res.body).toBe(200);
    expect(exchanges.at(-1)).toEqual({
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      code: 'good-code',
      redirect_uri: 'https://app.test/connect/slack',
    });
    const status = res.json<SlackStatus>();
    expect(status.connection?.team_name).toBe('Acme Workspace');
    expect(JSON.stringify(status)).not.toContain('xoxb');
    // Everyone in the company sees it; another company does not.
    expect((await call(ctx, c.staff, 'GET', '')).json<SlackStatus>().connection?.team_name).toBe('Acme Workspace');
    const other = await createTestCompany(ctx);
    expect((await call(ctx, other.admin, 'GET', '')).json<SlackStatus>().connection).toBeNull();

    expect((await call(ctx, c.staff, 'DELETE', '')).statusCode).toBe(403);
    expect((await call(ctx, c.admin, 'DELETE', '')).statusCode).toBe(204);
    expect((await call(ctx, c.admin, 'GET', '')).json<SlackStatus>().connection).toBeNull();
  });

  it('says what Slack refused, and refuses a forged, foreign or stale state before asking Slack', async () => {
    const c = await createTestCompany(ctx);
    const state = (await authorize(c.admin)).searchParams.get('state')!;
    const refused = await call(ctx, c.admin, 'POST', 'callback/', { code: 'bad-code', state });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: [slackRefused('invalid_code')] });

    const before = exchanges.length;
    const other = await createTestCompany(ctx);
    vi.useFakeTimers({ toFake: ['Date'] });
    const fresh = (await authorize(c.admin)).searchParams.get('state')!;
    for (const [user, attempt] of [
      [c.admin, `${fresh.split('.')[0]}.forged`],
      [other.admin, fresh],
    ] as const) {
      const res = await call(ctx, user, 'POST', 'callback/', { code: 'good-code', state: attempt });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(SLACK_STATE_INVALID);
    }
    vi.setSystemTime(Date.now() + (SLACK_STATE_TTL_SECONDS + 1) * 1000);
    // (Access tokens live 15 minutes: still valid 10 minutes on.)
    const stale = await call(ctx, c.admin, 'POST', 'callback/', { code: 'good-code', state: fresh });
    expect(stale.statusCode).toBe(403);
    expect(exchanges.length).toBe(before);
  });

  it('without a Slack app, says so and breaks nothing', async () => {
    const c = await createTestCompany(bare);
    expect((await call(bare, c.admin, 'GET', '')).json()).toEqual({ configured: false, connection: null });
    const res = await call(bare, c.admin, 'POST', 'authorize/');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(SLACK_NOT_CONFIGURED);
  });
});
