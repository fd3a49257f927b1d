// The Slack connection behind /connect/slack (spec shell §2.1; ours: the spec shows no calls).
// 1. GET account/api/slack/ → the status: whether this server is configured for Slack, and the
//    company's connected workspace.
// 2. An admin: POST account/api/slack/authorize/ → {url} of Slack's authorize page, with a signed
//    state; Slack sends the browser back to /connect/slack?code=…&state=….
// 3. The page: POST account/api/slack/callback/ {code, state} → the status, connected.
// 4. DELETE account/api/slack/ disconnects.
import { z } from 'zod';
export * from './integrations-constants';

export const slackStatusSchema = z.object({
  configured: z.boolean(),
  connection: z
    .object({ team_name: z.string(), connected_at: z.string(), connected_by: z.string().nullable() })
    .nullable(),
});
export type SlackStatus = z.infer<typeof slackStatusSchema>;

export const slackCallbackRequestSchema = z.object({
  code: z.string().min(1).max(500),
  state: z.string().min(1).max(1000),
});
export type SlackCallbackRequest = z.infer<typeof slackCallbackRequestSchema>;
