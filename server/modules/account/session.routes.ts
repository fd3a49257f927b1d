// Session endpoints: sign-in, the logged-in user, token refresh and sign-out (ARCHITECTURE.md
// contract additions; spec shell §7 "Session").
import { loginRequestSchema, logoutRequestSchema, refreshRequestSchema } from '../../../contract/account';
import { UnauthorizedError } from '../../lib/errors';
import { noContent, route } from '../../lib/route';
import { loadLoggedInUser, login, logout, rotateRefreshToken } from './session.service';

export const sessionRoutes = [
  route({
    method: 'POST',
    url: '/account/api/login/',
    public: true,
    // Failed attempts must count even though the answer is an error: no wrapping transaction.
    transaction: false,
    body: loginRequestSchema,
    handler: ({ db, deps, body, request }) => login(db, deps.signer, body, request.ip),
  }),
  route({
    method: 'GET',
    url: '/account/api/me/',
    handler: ({ db, auth }) => loadLoggedInUser(db, auth.staffId, auth.companyId),
  }),
  route({
    method: 'POST',
    url: '/account/api/token/refresh/',
    public: true,
    // A reused token revokes its family; that revocation must commit before the 401 goes out.
    transaction: false,
    body: refreshRequestSchema,
    handler: async ({ db, deps, body }) => {
      const result = await db.transaction().execute((trx) => rotateRefreshToken(trx, deps.signer, body.refresh));
      if (result === 'reused') {
        throw new UnauthorizedError('Token has already been used; its session was revoked.', 'token_reused');
      }
      if (result === 'invalid') throw new UnauthorizedError('Token is invalid or expired', 'token_invalid');
      return result;
    },
  }),
  route({
    method: 'POST',
    url: '/account/api/logout/',
    body: logoutRequestSchema,
    handler: async ({ db, auth, body }) => {
      await logout(db, auth.userId, auth.sessionId, body.refresh);
      return noContent();
    },
  }),
];
