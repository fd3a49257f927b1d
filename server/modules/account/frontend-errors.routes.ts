// POST account/api/log-frontend-error/: the PWA's error logger (spec shell §7 "Session").
import { logFrontendErrorSchema } from '../../../contract/account';
import { noContent, route } from '../../lib/route';
import { recordFrontendError } from './frontend-errors.service';

export const frontendErrorsRoutes = [
  route({
    method: 'POST',
    url: '/account/api/log-frontend-error/',
    body: logFrontendErrorSchema,
    handler: async ({ db, auth, body }) => {
      // 204 even when dropped, never 429: the logger has nothing useful to do with a refusal.
      await recordFrontendError(db, auth, body);
      return noContent();
    },
  }),
];
