// The phone refusals of contract/phone.ts (English, as the server words them) in the reader's
// language, whichever side found them. Constants only: the sign-in page translates server messages
// through this, and must not load the phone parser (src/lib/phone-field.ts) to do it.
import type { TFunction } from 'i18next';
import { PHONE_EXTENSION, PHONE_INVALID, PHONE_TOO_LONG, PHONE_TOO_SHORT } from '../../contract/people-constants';
import type { MessageKey } from '../i18n/message-key';

const MESSAGES: Record<string, MessageKey> = {
  [PHONE_INVALID]: 'common.phone.invalid',
  [PHONE_TOO_SHORT]: 'common.phone.tooShort',
  [PHONE_TOO_LONG]: 'common.phone.tooLong',
  [PHONE_EXTENSION]: 'common.phone.extension',
};

/** A phone refusal in the reader's language; any other message as it is. */
export function translatePhoneMessage(t: TFunction, message: string): string {
  const key = MESSAGES[message];
  return key ? t(key, { defaultValue: message }) : message;
}
