// POST account/api/log-frontend-error/: crash reports from the error boundary, best effort. Only
// sent with a session (the endpoint needs one, and a missing token must not end anyone's session),
// never retried, and never allowed to throw into the code that is already handling a crash.
import type { LogFrontendError } from '../../../../contract/account';
import { FRONTEND_ERROR_MESSAGE_MAX } from '../../../../contract/account-constants';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getSession } from '../../../api/session';

export function crashReport(error: unknown, url = window.location.href): LogFrontendError {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    message: (message.trim() || 'Unknown error').slice(0, FRONTEND_ERROR_MESSAGE_MAX),
    stack: error instanceof Error && error.stack ? error.stack.slice(0, 20_000) : null,
    url: url.slice(0, 2000),
  };
}

export async function logFrontendError(error: unknown): Promise<void> {
  if (!getSession()) return;
  try {
    await api(API_PATHS.logFrontendError, { method: 'POST', body: crashReport(error), timeoutMs: 10_000 });
  } catch (failure) {
    console.warn('Could not report the crash', failure);
  }
}
