// Password endpoints: reset request and confirmation, first password for invited staff, change
// while signed in. All run without the wrapping transaction (`transaction: false`): rate-limit
// counts must stay when the answer is an error, and argon2 hashing must not hold a transaction.
import {
  changePasswordSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_SENT,
  PASSWORD_SET_DONE,
  setPasswordSchema,
} from '../../../contract/account';
import { hitRateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import {
  CHANGE_PASSWORD_LIMIT_PER_USER,
  changePassword,
  completePasswordToken,
  PASSWORD_RESET_LIMIT_PER_ADDRESS,
  PASSWORD_RESET_LIMIT_PER_EMAIL,
  PASSWORD_TOKEN_LIMIT_PER_ADDRESS,
  requestPasswordReset,
} from './password.service';

export const passwordRoutes = [
  route({
    method: 'POST',
    url: '/account/api/password-reset/',
    public: true,
    transaction: false,
    body: passwordResetRequestSchema,
    handler: async ({ db, deps, body, request }) => {
      await hitRateLimit(db, `password-reset:address:${request.ip}`, PASSWORD_RESET_LIMIT_PER_ADDRESS);
      await hitRateLimit(db, `password-reset:email:${body.email}`, PASSWORD_RESET_LIMIT_PER_EMAIL);
      const emailIds = await db
        .transaction()
        .execute((trx) => requestPasswordReset(trx, deps.mailer, deps.config.publicUrl, body.email));
      // Not awaited: waiting for SMTP only when the account exists would tell who has one.
      deps.mailer.deliver(db, emailIds).catch((err: unknown) => request.log.error({ err }, 'reset e-mail delivery'));
      return { detail: PASSWORD_RESET_SENT };
    },
  }),
  route({
    method: 'POST',
    url: '/account/api/password-reset-confirm/',
    public: true,
    transaction: false,
    body: passwordResetConfirmSchema,
    handler: async ({ db, body, request }) => {
      await hitRateLimit(db, `password-token:address:${request.ip}`, PASSWORD_TOKEN_LIMIT_PER_ADDRESS);
      await completePasswordToken(db, 'reset', body);
      return { detail: PASSWORD_RESET_DONE };
    },
  }),
  route({
    method: 'POST',
    url: '/account/api/set-password/',
    public: true,
    transaction: false,
    body: setPasswordSchema,
    handler: async ({ db, body, request }) => {
      await hitRateLimit(db, `password-token:address:${request.ip}`, PASSWORD_TOKEN_LIMIT_PER_ADDRESS);
      await completePasswordToken(db, 'set', body);
      return { detail: PASSWORD_SET_DONE };
    },
  }),
  route({
    method: 'POST',
    url: '/account/api/change-password/',
    transaction: false,
    body: changePasswordSchema,
    handler: async ({ db, deps, auth, body }) => {
      await hitRateLimit(db, `change-password:user:${auth.userId}`, CHANGE_PASSWORD_LIMIT_PER_USER);
      return changePassword(db, deps.signer, auth, body);
    },
  }),
];
