// What a replayed change's answer means for the queue (ARCHITECTURE.md, sync rule 4):
//   2xx → done; no network known before sending → not sent, wait for the network; network error,
//   408, 429, 5xx → retry later, keeping order; 401 whose refresh
//   failed → pause the queue until the user signs in again; 409 on a kind that merges conflicts
//   → conflict record; any other 4xx → needs attention with the server's message, and go on.
import {
  ApiError,
  ConflictApiError,
  NetworkError,
  OfflineError,
  SessionExpiredError,
  UnauthorizedApiError,
  errorMessages,
  ValidationApiError,
} from '../api/errors';

export type Outcome =
  | { type: 'done'; result: unknown }
  | { type: 'retry'; reason: string }
  /** The request never left: the device knew it had no network. */
  | { type: 'not-sent'; reason: string }
  | { type: 'pause'; reason: string }
  | { type: 'conflict'; server: unknown }
  | { type: 'needs-attention'; message: string };

const RETRYABLE_STATUS = new Set([408, 425, 429]);

export function classifyFailure(error: unknown, options: { mergesConflicts: boolean }): Outcome {
  if (error instanceof SessionExpiredError || error instanceof UnauthorizedApiError) {
    return { type: 'pause', reason: 'Sign in again to send your changes.' };
  }
  if (error instanceof OfflineError) return { type: 'not-sent', reason: error.message };
  if (error instanceof NetworkError) return { type: 'retry', reason: error.message };
  if (error instanceof ApiError) {
    if (error.status >= 500 || RETRYABLE_STATUS.has(error.status)) {
      return { type: 'retry', reason: `HTTP ${error.status}` };
    }
    if (error instanceof ConflictApiError && options.mergesConflicts) return { type: 'conflict', server: error.body };
    const message = error instanceof ValidationApiError ? errorMessages(error).join(' ') : error.message;
    return { type: 'needs-attention', message };
  }
  // A bug on our side (a kind that threw): keep the change and let the user decide.
  return { type: 'needs-attention', message: error instanceof Error ? error.message : String(error) };
}
