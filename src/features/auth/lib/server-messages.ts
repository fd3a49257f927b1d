// The server answers in English (contract/account-constants.ts, the schemas' messages in
// contract/account.ts, the login and rate-limit details). The messages these pages can receive are
// translated here; anything else is shown as the server wrote it. server-messages.test.ts checks the
// schema and server wording that is not a contract constant.
import type { TFunction } from 'i18next';
import {
  AUTO_LOGIN_EXPIRED,
  AUTO_LOGIN_INVALID,
  AUTO_LOGIN_USED,
  EMAIL_TAKEN,
  OLD_PASSWORD_WRONG,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOKEN_INVALID,
} from '../../../../contract/account-constants';
import {
  EMAIL_CHANGE_INVALID,
  EMAIL_TAKEN as ACCOUNT_EMAIL_TAKEN,
  INVITATION_INVALID,
  INVITATION_OTHER_EMAIL,
  STAFF_EMAIL_TAKEN,
} from '../../../../contract/people-constants';
import type { MessageKey } from '../../../i18n/message-key';
import { translatePhoneMessage } from '../../../lib/phone-messages';

const KNOWN: Record<string, MessageKey> = {
  'No active account found with the given credentials': 'auth.serverMessages.invalidCredentials',
  'Too many attempts. Please try again later.': 'auth.errors.tooManyAttempts',
  [EMAIL_TAKEN]: 'auth.serverMessages.emailTaken',
  [PASSWORD_TOKEN_INVALID]: 'auth.serverMessages.tokenInvalid',
  'Invalid reset link.': 'auth.serverMessages.tokenInvalid',
  [OLD_PASSWORD_WRONG]: 'auth.serverMessages.oldPasswordWrong',
  [AUTO_LOGIN_EXPIRED]: 'shellIntegrations.crossHost.expired',
  [AUTO_LOGIN_USED]: 'shellIntegrations.crossHost.used',
  [AUTO_LOGIN_INVALID]: 'shellIntegrations.crossHost.invalid',
  [INVITATION_INVALID]: 'auth.serverMessages.invitationInvalid',
  [INVITATION_OTHER_EMAIL]: 'auth.serverMessages.invitationOtherEmail',
  [STAFF_EMAIL_TAKEN]: 'auth.serverMessages.alreadyMember',
  [EMAIL_CHANGE_INVALID]: 'auth.serverMessages.emailChangeInvalid',
  [ACCOUNT_EMAIL_TAKEN]: 'auth.serverMessages.accountEmailTaken',
  'Enter a valid email address.': 'auth.validation.email',
  'This field is required': 'auth.validation.required',
  [`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`]: 'auth.validation.passwordTooShort',
  [`Password must be at most ${PASSWORD_MAX_LENGTH} characters.`]: 'auth.validation.passwordTooLong',
};

export function translateServerMessage(t: TFunction, message: string): string {
  const key = KNOWN[message];
  return key
    ? t(key, { defaultValue: message, min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
    : translatePhoneMessage(t, message);
}

/** For the test: the English messages this module recognises. */
export const KNOWN_SERVER_MESSAGES = Object.keys(KNOWN);
