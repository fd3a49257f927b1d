// The error vocabulary of errors.ts without its schemas: stable codes, the 400 body's shape and its
// non-field key. No zod, so the PWA's forms and HTTP client can use the values without loading it;
// errors.ts re-exports everything here next to the schemas the server's tests parse answers with.

export const ERROR_CODES = [
  'not_authenticated',
  'invalid_credentials',
  /** Sign-in: every company of the user is deleted (restorable by its admins for 30 days). */
  'company_deleted',
  'token_invalid',
  'token_reused',
  /** A time-clock kiosk's credential was revoked by an admin (contract/kiosk.ts). */
  'kiosk_revoked',
  'forbidden',
  'not_found',
  'conflict',
  /** Shift swaps (contract/shift-swaps.ts): why an offer or an approval was refused (409). */
  'swap_already_open',
  'swap_shift_not_offerers',
  'swap_shift_started',
  'swap_colleague_inactive',
  'swap_colleague_overlap',
  'swap_colleague_time_off',
  'idempotency_mismatch',
  'payload_too_large',
  'rate_limited',
  'unsupported_media_type',
  'server_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** 400 body: field name → messages. Errors not tied to a field use `non_field_errors`. */
export type FieldErrors = Record<string, string[]>;
export const NON_FIELD_ERRORS = 'non_field_errors';
