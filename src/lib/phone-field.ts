// A phone field, the same in every form (issue 21): checked by contract/phone.ts, as the server and
// the bulk import check it; tidied into the format people read when the field is left; sent as
// E.164. The contract's English refusals are translated here, whichever side found them.
import type { TFunction } from 'i18next';
import { PHONE_EXTENSION, PHONE_INVALID, PHONE_TOO_LONG, PHONE_TOO_SHORT } from '../../contract/people-constants';
import { formatPhone, normalizePhone, parsePhone } from '../../contract/phone';
import type { MessageKey } from '../i18n/message-key';

export { formatPhone } from '../../contract/phone';

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

/**
 * Why the field cannot be saved (English, as the server words it), or null. The value the form
 * started with passes as it is: a number stored before numbers were checked this way must not stop
 * the rest of the form from being saved.
 */
export function phoneProblem(value: string, initial = ''): string | null {
  if (value.trim() === initial.trim()) return null;
  const result = parsePhone(value);
  return result.ok ? null : result.message;
}

/** On leaving the field: a number that parses, as people read it; anything else as typed. */
export function tidyPhone(value: string): string {
  const result = parsePhone(value);
  return result.ok && result.e164 ? formatPhone(result.e164) : value;
}

/** What is sent: E.164, '' for no phone, or the text as it is when it does not parse (unchanged). */
export const phoneForSave = (value: string) => normalizePhone(value);
