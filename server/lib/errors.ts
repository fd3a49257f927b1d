// Typed HTTP errors with the contract's stable codes. Handlers throw these; the error handler in
// app.ts presents them, and hides the message of anything else behind a generic 500.
import type { ErrorCode, FieldErrors } from '../../contract/errors';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** More fields of the answer, next to detail and code. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Authentication credentials were not provided.', code: ErrorCode = 'not_authenticated') {
    super(401, code, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have permission to perform this action.') {
    super(403, 'forbidden', message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string, code: ErrorCode = 'conflict') {
    super(409, code, message);
  }
}
/** 413: a body over a limit checked by the handler itself (a streamed upload). */
export class PayloadTooLargeError extends HttpError {
  constructor(message = 'Request body is too large.') {
    super(413, 'payload_too_large', message);
  }
}
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'rate_limited', message);
  }
}

/** 400 with `{field: [messages]}`; the shape the client turns into one toast per message. */
export class ValidationError extends Error {
  constructor(readonly fields: FieldErrors) {
    super('Validation failed');
  }
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}
