// /connect/slack's calls (contract/integrations.ts): everyone may see whether the company is
// connected; connecting and disconnecting are for the company's admin user type.
import { slackCallbackRequestSchema } from '../../../contract/integrations';
import { noContent, route, type AuthContext } from '../../lib/route';
import { disconnectSlack, finishSlackConnection, getSlackStatus, slackAuthorizeUrl } from './slack.service';

const adminType = (auth: AuthContext) => auth.userTypeSlug === 'admin';

export const slackRoutes = [
  route({
    method: 'GET',
    url: '/account/api/slack/',
    handler: ({ db, deps, auth }) => getSlackStatus(db, deps, auth.companyId),
  }),
  route({
    method: 'POST',
    url: '/account/api/slack/authorize/',
    allow: adminType,
    handler: async ({ deps, auth }) => slackAuthorizeUrl(deps, auth),
  }),
  route({
    method: 'POST',
    url: '/account/api/slack/callback/',
    allow: adminType,
    body: slackCallbackRequestSchema,
    handler: ({ db, deps, auth, body }) => finishSlackConnection(db, deps, auth, body),
  }),
  route({
    method: 'DELETE',
    url: '/account/api/slack/',
    allow: adminType,
    handler: async ({ db, auth }) => {
      await disconnectSlack(db, auth.companyId);
      return noContent();
    },
  }),
];
