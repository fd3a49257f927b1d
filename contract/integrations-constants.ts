// The Slack connection's messages (contract/integrations.ts), without zod for the PWA.
export const SLACK_NOT_CONFIGURED =
  'Slack is not configured on this server. Set SLACK_CLIENT_ID and SLACK_CLIENT_SECRET to connect a workspace.';
export const SLACK_STATE_INVALID = 'This Slack connection link is not valid or has expired. Start again.';
export const slackRefused = (reason: string) => `Slack refused the connection (${reason}). Start again.`;
/** How long an admin has between leaving for Slack and coming back, in seconds. */
export const SLACK_STATE_TTL_SECONDS = 10 * 60;
