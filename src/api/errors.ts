// Typed API errors, one class per outcome the UI treats differently, and the message catalogue of
// spec shell §8. OfflineError (the device has no network) is kept apart from NetworkError (the
// request failed on the way) because offline is a normal state for this app, not a failure.
import { NON_FIELD_ERRORS, type ErrorCode, type FieldErrors } from '../../contract/error-codes';

export const SERVER_ERROR_MESSAGE =
  'A server error occurred, Please try again or contact support to have it fixed immediately';
export const GENERIC_ERROR_MESSAGE = 'An error occurred';
export const SESSION_TIMED_OUT_MESSAGE = 'Session timed out. Please log in to proceed.';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
/** 400: `{field: [messages]}`. */
export class ValidationApiError extends ApiError {
  constructor(readonly fields: FieldErrors) {
    super(400, Object.values(fields).flat()[0] ?? GENERIC_ERROR_MESSAGE, null, fields);
    this.name = 'ValidationApiError';
  }
}
export class UnauthorizedApiError extends ApiError {}
export class ForbiddenApiError extends ApiError {}
export class NotFoundApiError extends ApiError {}
export class ConflictApiError extends ApiError {}
export class ServerApiError extends ApiError {}
/** The refresh failed: the user must sign in again. */
export class SessionExpiredError extends Error {
  constructor() {
    super(SESSION_TIMED_OUT_MESSAGE);
    this.name = 'SessionExpiredError';
  }
}
/** The request did not reach the server or its answer did not come back. */
export class NetworkError extends Error {
  constructor(message = 'Network request failed') {
    super(message);
    this.name = 'NetworkError';
  }
}
/** The device is offline; the request was not attempted. */
export class OfflineError extends NetworkError {
  constructor() {
    super('You are offline');
    this.name = 'OfflineError';
  }
}
export class TimeoutError extends NetworkError {
  constructor(ms: number) {
    super(`The request took longer than ${ms / 1000} s`);
    this.name = 'TimeoutError';
  }
}

function isFieldErrors(body: unknown): body is FieldErrors {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.values(body).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

/** Builds the error for a non-2xx answer. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const detailBody = body as { detail?: unknown; code?: unknown } | null;
  const detail = typeof detailBody?.detail === 'string' ? detailBody.detail : GENERIC_ERROR_MESSAGE;
  const code = typeof detailBody?.code === 'string' ? (detailBody.code as ErrorCode) : null;
  if (status === 400 && isFieldErrors(body)) return new ValidationApiError(body);
  if (status === 401) return new UnauthorizedApiError(status, detail, code, body);
  if (status === 403) return new ForbiddenApiError(status, detail, code, body);
  if (status === 404) return new NotFoundApiError(status, detail, code, body);
  if (status === 409) return new ConflictApiError(status, detail, code, body);
  if (status >= 500) return new ServerApiError(status, SERVER_ERROR_MESSAGE, code, body);
  return new ApiError(status, detail, code, body);
}

/**
 * The messages to show for an error (spec shell §8): each field message of a 400, the server-error
 * text for a 5xx, otherwise "An error occurred".
 */
export function errorMessages(error: unknown): string[] {
  if (error instanceof ValidationApiError) {
    return Object.entries(error.fields).flatMap(([field, messages]) =>
      messages.map((m) => (field === NON_FIELD_ERRORS || field === 'detail' ? m : `${humanize(field)}: ${m}`)),
    );
  }
  if (error instanceof ServerApiError) return [SERVER_ERROR_MESSAGE];
  if (error instanceof SessionExpiredError) return [SESSION_TIMED_OUT_MESSAGE];
  return [GENERIC_ERROR_MESSAGE];
}

/**
 * The server's answer as text, for the failures spec shell §8 and people §8 show "with the server
 * response as text" (company update, org chart patches, file types): its own messages, verbatim.
 */
export function serverResponseText(error: unknown): string {
  if (error instanceof ValidationApiError) return Object.values(error.fields).flat().join(' ');
  if (error instanceof ApiError && !(error instanceof ServerApiError)) return error.message;
  return errorMessages(error).join(' ');
}

function humanize(field: string): string {
  const words = field.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether the error should prompt the support chat (spec shell §8: a 5xx or a 400). */
export function promptsSupport(error: unknown): boolean {
  return error instanceof ServerApiError || error instanceof ValidationApiError;
}
