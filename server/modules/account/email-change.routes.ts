// E-mail change calls (ours; email-change.service.ts says why it takes two steps). Asking needs the
// password, so a borrowed unlocked phone cannot move the account; both calls count attempts even
// when refused, so they run outside the request's transaction.
import { emailChangeConfirmSchema, emailChangeRequestSchema } from '../../../contract/people';
import { deliverAfterResponse } from '../../lib/deliver-emails';
import { hitRateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { confirmEmailChange, requestEmailChange } from './email-change.service';
import { CHANGE_PASSWORD_LIMIT_PER_USER, PASSWORD_TOKEN_LIMIT_PER_ADDRESS } from './password.service';

export const emailChangeRoutes = [
  route({
    method: 'POST',
    url: '/account/api/email-change/',
    transaction: false,
    body: emailChangeRequestSchema,
    handler: async ({ db, deps, auth, body, reply }) => {
      await hitRateLimit(db, `email-change:user:${auth.userId}`, CHANGE_PASSWORD_LIMIT_PER_USER);
      const { detail, emailIds } = await requestEmailChange(db, deps, auth, body);
      deliverAfterResponse(reply, deps, emailIds);
      return { detail };
    },
  }),
  route({
    method: 'POST',
    url: '/account/api/email-change/confirm/',
    public: true,
    transaction: false,
    body: emailChangeConfirmSchema,
    handler: async ({ db, deps, body, request, reply }) => {
      await hitRateLimit(db, `email-change:address:${request.ip}`, PASSWORD_TOKEN_LIMIT_PER_ADDRESS);
      const { email, emailIds } = await db.transaction().execute((trx) => confirmEmailChange(trx, deps, body));
      deliverAfterResponse(reply, deps, emailIds);
      return { email };
    },
  }),
];
