// Cross-host referral accounts (spec shell §4; contract/account.ts): the token the leaving host
// puts in the sign-in link, and the arriving host's sign-in with it.
import { autoLoginRequestSchema } from '../../../contract/account';
import { route } from '../../lib/route';
import { issueCrossHostToken, redeemCrossHostToken } from './cross-host.service';

export const crossHostRoutes = [
  route({
    method: 'POST',
    url: '/account/api/cross-host-token/',
    handler: ({ db, deps, auth }) => issueCrossHostToken(db, deps, auth),
  }),
  route({
    method: 'POST',
    url: '/account/api/auto-login/',
    public: true,
    body: autoLoginRequestSchema,
    // In the request's transaction: the token is marked used only if the session is issued too.
    handler: ({ db, deps, body, request }) => redeemCrossHostToken(db, deps, body, request.headers.origin),
  }),
];
