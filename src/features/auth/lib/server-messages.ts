// The server answers in English (contract/account.ts constants, the login and rate-limit details).
// The messages these pages can receive are translated here; anything else is shown as the server
// wrote it. server-messages.test.ts keeps the English text in step with the contract.
import type { TFunction } from 'i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './validation';

const KNOWN: Record<string, string> = {
  'No active account found with the given credentials': 'auth.serverMessages.invalidCredentials',
  'Too many attempts. Please try again later.': 'auth.errors.tooManyAttempts',
  'A user with that email already exists.': 'auth.serverMessages.emailTaken',
  'This reset link is invalid or has expired.': 'auth.serverMessages.tokenInvalid',
  'Invalid reset link.': 'auth.serverMessages.tokenInvalid',
  'Your old password was entered incorrectly.': 'auth.serverMessages.oldPasswordWrong',
  'Enter a valid email address.': 'auth.validation.email',
  'This field is required': 'auth.validation.required',
  'Password must be at least 8 characters.': 'auth.validation.passwordTooShort',
  'Password must be at most 256 characters.': 'auth.validation.passwordTooLong',
};

export function translateServerMessage(t: TFunction, message: string): string {
  const key = KNOWN[message];
  return key ? t(key, { defaultValue: message, min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : message;
}

/** For the test: the English messages this module recognises. */
export const KNOWN_SERVER_MESSAGES = Object.keys(KNOWN);
