// The Slack connection of /connect/slack (contract/integrations.ts): Slack's OAuth v2 with the
// app configured by SLACK_CLIENT_ID/SECRET. The state is signed (company, user, expiry, nonce), so
// only the admin who started it, in that company, within ten minutes, can finish it; the code is
// exchanged on the server with the client secret, and the workspace and bot token are stored for
// the company. Unconfigured, the status says so and nothing calls Slack.
import { randomBytes } from 'node:crypto';
import {
  SLACK_NOT_CONFIGURED,
  SLACK_STATE_INVALID,
  SLACK_STATE_TTL_SECONDS,
  slackRefused,
  type SlackCallbackRequest,
  type SlackStatus,
} from '../../../contract/integrations';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { readSignedPayload, signPayload } from '../../lib/signed-payload';

const redirectUri = (deps: AppDeps) => `${deps.config.publicUrl.replace(/\/+$/, '')}/connect/slack`;
const PURPOSE = 'slack oauth state';

function slackConfig(deps: AppDeps) {
  if (!deps.config.slack) throw new ForbiddenError(SLACK_NOT_CONFIGURED);
  return deps.config.slack;
}

export async function getSlackStatus(db: Database, deps: AppDeps, companyId: number): Promise<SlackStatus> {
  const row = await db
    .selectFrom('slack_connections')
    .leftJoin('users', 'users.id', 'slack_connections.connected_by')
    .select(['team_name', 'connected_at', 'users.first_name', 'users.last_name'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return {
    configured: Boolean(deps.config.slack),
    connection: row
      ? {
          team_name: row.team_name,
          connected_at: row.connected_at.toISOString(),
          connected_by: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
        }
      : null,
  };
}

export function slackAuthorizeUrl(deps: AppDeps, auth: AuthContext): { url: string } {
  const slack = slackConfig(deps);
  const state = signPayload(deps.signer, PURPOSE, {
    c: auth.companyId,
    u: auth.userId,
    e: Math.floor(Date.now() / 1000) + SLACK_STATE_TTL_SECONDS,
    n: randomBytes(8).toString('base64url'),
  });
  const url = new URL(slack.authorizeUrl);
  url.searchParams.set('client_id', slack.clientId);
  url.searchParams.set('scope', slack.scopes);
  url.searchParams.set('redirect_uri', redirectUri(deps));
  url.searchParams.set('state', state);
  return { url: url.toString() };
}

function checkState(deps: AppDeps, auth: AuthContext, state: string) {
  // A state this server did not sign for this admin, or signed too long ago, permits nothing.
  const claims = readSignedPayload<{ c: number; u: number; e: number }>(deps.signer, PURPOSE, state);
  if (!claims || claims.c !== auth.companyId || claims.u !== auth.userId || claims.e < Date.now() / 1000) {
    throw new ForbiddenError(SLACK_STATE_INVALID);
  }
}

interface SlackTokenAnswer {
  ok: boolean;
  error?: string;
  access_token?: string;
  bot_user_id?: string;
  team?: { id: string; name: string };
}

export async function finishSlackConnection(
  db: Database,
  deps: AppDeps,
  auth: AuthContext,
  input: SlackCallbackRequest,
): Promise<SlackStatus> {
  const slack = slackConfig(deps);
  checkState(deps, auth, input.state);
  let answer: SlackTokenAnswer;
  try {
    const response = await fetch(slack.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: slack.clientId,
        client_secret: slack.clientSecret,
        code: input.code,
        redirect_uri: redirectUri(deps),
      }).toString(),
    });
    answer = (await response.json()) as SlackTokenAnswer;
  } catch (err) {
    throw ValidationError.field('code', slackRefused(`unreachable: ${(err as Error).message}`));
  }
  if (!answer.ok || !answer.access_token || !answer.team) {
    throw ValidationError.field('code', slackRefused(answer.error ?? 'no token'));
  }
  const row = {
    team_id: answer.team.id,
    team_name: answer.team.name,
    bot_user_id: answer.bot_user_id ?? null,
    access_token: answer.access_token,
    connected_by: auth.userId,
    connected_at: new Date(),
  };
  await db
    .insertInto('slack_connections')
    .values({ company_id: auth.companyId, ...row })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(row))
    .execute();
  return getSlackStatus(db, deps, auth.companyId);
}

export async function disconnectSlack(db: Database, companyId: number): Promise<void> {
  await db.deleteFrom('slack_connections').where('company_id', '=', companyId).execute();
}
