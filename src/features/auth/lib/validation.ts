// Hand-written form checks with the contract's limits (contract/account-constants.ts). The sign-in
// chunk must stay small, and the contract's schemas (contract/account.ts) bring zod (about 25 KB
// gzip), so the rules are written here; validation.test.ts checks they agree with those schemas.
// Each check returns a translation key, or null when the value is fine.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../contract/account-constants';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

// The shape zod's z.email() accepts in practice: one @, no spaces, a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type ValidationKey =
  | 'auth.validation.required'
  | 'auth.validation.email'
  | 'auth.validation.passwordTooShort'
  | 'auth.validation.passwordTooLong'
  | 'auth.validation.passwordsDoNotMatch'
  | 'auth.validation.licenseCodes';

export function required(value: string): ValidationKey | null {
  return value.trim() === '' ? 'auth.validation.required' : null;
}

export function email(value: string): ValidationKey | null {
  return required(value) ?? (EMAIL_PATTERN.test(value.trim()) ? null : 'auth.validation.email');
}

/** A password being chosen (sign-up, reset, set, change); the current one only needs `required`. */
export function newPassword(value: string): ValidationKey | null {
  if (value === '') return 'auth.validation.required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'auth.validation.passwordTooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'auth.validation.passwordTooLong';
  return null;
}

export function passwordConfirmation(password: string, confirmation: string): ValidationKey | null {
  if (confirmation === '') return 'auth.validation.required';
  return password === confirmation ? null : 'auth.validation.passwordsDoNotMatch';
}

/** Runs one check per field; the result holds only the fields that failed. */
export function validate<F extends string>(checks: Record<F, ValidationKey | null>): Partial<Record<F, ValidationKey>> {
  const failed: Partial<Record<F, ValidationKey>> = {};
  for (const field of Object.keys(checks) as F[]) {
    const key = checks[field];
    if (key) failed[field] = key;
  }
  return failed;
}
