// Crash reports from the PWA's error boundary, kept in frontend_errors for the operators.
// A crash loop on one device must not fill the table: past the per-user limit, reports are dropped.
import type { LogFrontendError } from '../../../contract/account';
import type { Database } from '../../db/database';
import { TooManyRequestsError } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import type { AuthContext } from '../../lib/route';

export const FRONTEND_ERROR_LIMIT_PER_USER = { limit: 30, windowSeconds: 60 };

/** Returns false when the report was dropped by the limit (the caller answers 204 all the same). */
export async function recordFrontendError(db: Database, auth: AuthContext, report: LogFrontendError): Promise<boolean> {
  try {
    await hitRateLimit(db, `frontend-error:user:${auth.userId}`, FRONTEND_ERROR_LIMIT_PER_USER);
  } catch (err) {
    if (err instanceof TooManyRequestsError) return false;
    throw err;
  }
  await db
    .insertInto('frontend_errors')
    .values({
      company_id: auth.companyId,
      user_id: auth.userId,
      message: report.message,
      stack: report.stack ?? null,
      url: report.url ?? null,
    })
    .execute();
  return true;
}
