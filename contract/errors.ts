// Stable error codes shared by server and client. The server answers 401/403/404/409/413/422/429/5xx
// with `{detail, code}`; 400 answers are `{field: [messages]}` (no code, per the specs' catalogue).
import { z } from 'zod';

export const ERROR_CODES = [
  'not_authenticated',
  'invalid_credentials',
  'token_invalid',
  'token_reused',
  'forbidden',
  'not_found',
  'conflict',
  'idempotency_in_flight',
  'idempotency_mismatch',
  'payload_too_large',
  'rate_limited',
  'unsupported_media_type',
  'server_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({ detail: z.string(), code: z.enum(ERROR_CODES) });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** 400 body: field name → messages. Errors not tied to a field use `non_field_errors`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
export const NON_FIELD_ERRORS = 'non_field_errors';
