// A phone field, the same in every form (issue 21): checked by contract/phone.ts, as the server and
// the bulk import check it; tidied into the format people read when the field is left; sent as
// E.164. The refusals are translated by phone-messages.ts (re-exported here). The parser and its
// metadata (libphonenumber-js/min) load only with the screens that have a phone field.
import { formatPhone, normalizePhone, parsePhone } from '../../contract/phone';

export { formatPhone } from '../../contract/phone';
export { translatePhoneMessage } from './phone-messages';

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
