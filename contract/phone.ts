// Phone numbers, one way everywhere (issue 21): the staff forms, the onboarding step, the staff bulk
// import and the server all parse what was typed with this module, so they accept and refuse the
// same inputs. A number is stored in E.164 (+15550001111) and shown to people in the national
// format of the default country, or the international one for other countries.
//
// The data model has no company country, so numbers without a + and a country code are read as
// PHONE_DEFAULT_COUNTRY's (US: the spec's mask (999) 999-9999 is the North American format).
// Numbers are checked for a possible length in their country, not against the list of assigned
// ranges: the `min` metadata keeps the bundle small, fictional 555 numbers stay usable, and newly
// assigned ranges are not refused by stale metadata.
//
// Numbers stored before this (the mask's "(555) 123-4567", or anything older) are shown as they
// are when they cannot be parsed, and normalised the next time they are saved.
import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';
import { PHONE_EXTENSION, PHONE_INVALID, PHONE_TOO_LONG, PHONE_TOO_SHORT } from './people-constants';

/** Read numbers typed without + and a country code as this country's. */
export const PHONE_DEFAULT_COUNTRY: CountryCode = 'US';

export type PhoneParse =
  /** `e164` is null for an empty input: no phone. */
  { ok: true; e164: string | null } | { ok: false; message: string };

/**
 * What was typed → E.164, or the reason it cannot be a phone number (one of the PHONE_* messages).
 * The whole input must be the number: "Tel: 555…" or a number with letters is refused.
 */
export function parsePhone(input: string, defaultCountry: CountryCode = PHONE_DEFAULT_COUNTRY): PhoneParse {
  const text = input.trim();
  if (text === '') return { ok: true, e164: null };
  const parsed = parsePhoneNumberFromString(text, { defaultCountry, extract: false });
  if (parsed?.isPossible()) {
    // E.164 has no room for an extension: refuse it rather than drop it unseen.
    if (parsed.ext) return { ok: false, message: PHONE_EXTENSION };
    return { ok: true, e164: parsed.number };
  }
  const reason = validatePhoneNumberLength(text, { defaultCountry });
  if (reason === 'TOO_SHORT') return { ok: false, message: PHONE_TOO_SHORT };
  if (reason === 'TOO_LONG') return { ok: false, message: PHONE_TOO_LONG };
  return { ok: false, message: PHONE_INVALID };
}

/** E.164 for a number that parses; the input unchanged (trimmed) for one that does not. */
export function normalizePhone(input: string, defaultCountry: CountryCode = PHONE_DEFAULT_COUNTRY): string {
  const result = parsePhone(input, defaultCountry);
  return result.ok ? (result.e164 ?? '') : input.trim();
}

/**
 * A stored number as people read it: "(555) 000-1111" in the default country (and the rest of its
 * calling code), "+44 20 7946 0958" elsewhere. What does not parse (an old stored value) is shown
 * as it is; null is ''.
 */
export function formatPhone(stored: string | null, defaultCountry: CountryCode = PHONE_DEFAULT_COUNTRY): string {
  if (!stored) return '';
  const parsed = parsePhoneNumberFromString(stored.trim(), { defaultCountry, extract: false });
  if (!parsed?.isPossible() || parsed.ext) return stored;
  return parsed.countryCallingCode === getCountryCallingCode(defaultCountry)
    ? parsed.formatNational()
    : parsed.formatInternational();
}
