// The one phone normaliser (issue 21) on numbers as people type them and spreadsheets hold them:
// what is stored, what is refused and why, and how a stored number reads.
import { describe, expect, it } from 'vitest';
import { PHONE_EXTENSION, PHONE_INVALID, PHONE_TOO_LONG, PHONE_TOO_SHORT } from './people-constants';
import { phoneField } from './people';
import { formatPhone, normalizePhone, parsePhone, PHONE_DEFAULT_COUNTRY } from './phone';

describe('parsePhone', () => {
  it('reads numbers without a country code as US numbers by default', () => {
    expect(PHONE_DEFAULT_COUNTRY).toBe('US');
  });

  it.each([
    // input, default country, E.164
    ['5550001111', 'US', '+15550001111'],
    ['(555) 000-1111', 'US', '+15550001111'],
    ['555-000-1111', 'US', '+15550001111'],
    ['555.000.1111', 'US', '+15550001111'],
    ['  555 000 1111  ', 'US', '+15550001111'],
    ['1 555 000 1111', 'US', '+15550001111'],
    ['+1 (555) 000-1111', 'US', '+15550001111'],
    ['+44 20 7946 0958', 'US', '+442079460958'],
    ['+442079460958', 'US', '+442079460958'],
    ['011 44 20 7946 0958', 'US', '+442079460958'],
    ['020 7946 0958', 'GB', '+442079460958'],
    ['00 44 20 7946 0958', 'GB', '+442079460958'],
    ['+1 555 000 1111', 'GB', '+15550001111'],
    // Full-width digits, as some phone keyboards type them.
    ['５５５０００１１１１', 'US', '+15550001111'],
    // Stored by the old mask whatever the digits: still a possible North American number.
    ['(123) 456-7890', 'US', '+11234567890'],
  ] as const)('%s (%s) → %s', (input, country, e164) => {
    expect(parsePhone(input, country)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['abc', 'US', PHONE_INVALID],
    ['555-CALL-NOW', 'US', PHONE_INVALID],
    ['555000111a', 'US', PHONE_INVALID],
    ['Tel: 5550001111', 'US', PHONE_INVALID],
    ['+', 'US', PHONE_INVALID],
    ['+999 111 222 3333', 'US', PHONE_INVALID],
    ['12', 'US', PHONE_TOO_SHORT],
    ['555', 'US', PHONE_TOO_SHORT],
    ['555 000 111', 'US', PHONE_TOO_SHORT],
    ['+44 20 7946', 'US', PHONE_TOO_SHORT],
    ['55500011112222', 'US', PHONE_TOO_LONG],
    ['+1 555 000 1111 2222', 'US', PHONE_TOO_LONG],
    // A British number written nationally, read as a US one: too many digits.
    ['020 7946 0958', 'US', PHONE_TOO_LONG],
    ['555-000-1111 ext 12', 'US', PHONE_EXTENSION],
  ] as const)('refuses %s (%s): %s', (input, country, message) => {
    expect(parsePhone(input, country)).toEqual({ ok: false, message });
  });

  it('takes empty input as no phone', () => {
    expect(parsePhone('')).toEqual({ ok: true, e164: null });
    expect(parsePhone('   ')).toEqual({ ok: true, e164: null });
  });
});

describe('normalizePhone', () => {
  it('gives E.164, or the text as it is when it cannot be read', () => {
    expect(normalizePhone('(555) 000-1111')).toBe('+15550001111');
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone(' 12 ')).toBe('12');
  });
});

describe('formatPhone', () => {
  it('shows the default country’s numbers nationally and others internationally', () => {
    expect(formatPhone('+15550001111')).toBe('(555) 000-1111');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('+442079460958', 'GB')).toBe('020 7946 0958');
    expect(formatPhone('+15550001111', 'GB')).toBe('+1 555 000 1111');
  });

  it('shows numbers stored before E.164 the same way, and what cannot be read as it is', () => {
    expect(formatPhone('(555) 000-1111')).toBe('(555) 000-1111');
    expect(formatPhone('5550001111')).toBe('(555) 000-1111');
    expect(formatPhone('12')).toBe('12');
    expect(formatPhone('call the office')).toBe('call the office');
    expect(formatPhone(null)).toBe('');
  });

  it('round-trips: what it shows parses back to what is stored', () => {
    for (const stored of ['+15550001111', '+442079460958', '+33142685300', '+61291234567']) {
      expect(normalizePhone(formatPhone(stored))).toBe(stored);
    }
  });
});

describe('phoneField (the schema every phone field of the API uses)', () => {
  it('stores E.164, null for empty, and names why it refuses', () => {
    expect(phoneField.parse('5550001111')).toBe('+15550001111');
    expect(phoneField.parse('')).toBeNull();
    const refused = phoneField.safeParse('555');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([PHONE_TOO_SHORT]);
    expect(phoneField.safeParse(5550001111).success).toBe(false);
  });
});
