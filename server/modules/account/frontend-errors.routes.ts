// POST account/api/log-frontend-error/: the PWA's error boundary reports crashes here (spec shell
// §7 "Session"), stored in frontend_errors for the operators.
import { logFrontendErrorSchema } from '../../../contract/account';
import { TooManyRequestsError } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { noContent, route } from '../../lib/route';

// A crash loop on one device must not fill the table; past the limit reports are dropped quietly.
export const FRONTEND_ERROR_LIMIT_PER_USER = { limit: 30, windowSeconds: 60 };

export const frontendErrorsRoutes = [
  route({
    method: 'POST',
    url: '/account/api/log-frontend-error/',
    body: logFrontendErrorSchema,
    handler: async ({ db, auth, body }) => {
      try {
        await hitRateLimit(db, `frontend-error:user:${auth.userId}`, FRONTEND_ERROR_LIMIT_PER_USER);
      } catch (err) {
        // 204, not 429: the logger has nothing useful to do with a refusal, and must not retry.
        if (err instanceof TooManyRequestsError) return noContent();
        throw err;
      }
      await db
        .insertInto('frontend_errors')
        .values({
          company_id: auth.companyId,
          user_id: auth.userId,
          message: body.message,
          stack: body.stack ?? null,
          url: body.url ?? null,
        })
        .execute();
      return noContent();
    },
  }),
];
