// Dates in imported tables: serial numbers as spreadsheets store them, and text in the locale's order.
import { describe, expect, it } from 'vitest';
import { dateOrderOf, parseDateText, serialToIsoDate } from './table-dates';

describe('table dates', () => {
  it('turns serial numbers into dates in both date systems, around Excel’s fictitious 1900-02-29', () => {
    expect(serialToIsoDate(45597)).toBe('2024-11-01');
    expect(serialToIsoDate(45597.99)).toBe('2024-11-01');
    expect(serialToIsoDate(1)).toBe('1900-01-01');
    expect(serialToIsoDate(59)).toBe('1900-02-28');
    expect(serialToIsoDate(60)).toBeNull();
    expect(serialToIsoDate(61)).toBe('1900-03-01');
    expect(serialToIsoDate(42735, true)).toBe('2021-01-01');
  });

  it('knows the order each locale writes dates in', () => {
    expect(dateOrderOf('en')).toBe('mdy');
    expect(dateOrderOf('en-US')).toBe('mdy');
    expect(dateOrderOf('en-GB')).toBe('dmy');
    expect(dateOrderOf('es')).toBe('dmy');
    expect(dateOrderOf('ja')).toBe('ymd');
    expect(dateOrderOf('not a locale!')).toBe('mdy');
  });

  it('reads dates typed as text in that order, with two-digit years and times after them', () => {
    expect(parseDateText('2026-03-02', 'mdy')).toBe('2026-03-02');
    expect(parseDateText('3/2/2026', 'mdy')).toBe('2026-03-02');
    expect(parseDateText('3/2/2026', 'dmy')).toBe('2026-02-03');
    expect(parseDateText('02.03.26', 'dmy')).toBe('2026-03-02');
    expect(parseDateText('11/1/99 15:22', 'mdy')).toBe('1999-11-01');
    expect(parseDateText('2026/03/02', 'dmy')).toBe('2026-03-02');
    expect(parseDateText('2-Mar-2026', 'mdy')).toBe('2026-03-02');
    expect(parseDateText('2021-01-01T10:10:10Z', 'mdy')).toBe('2021-01-01');
    expect(parseDateText('13/13/2026', 'mdy')).toBeNull();
    expect(parseDateText('2/30/2026', 'mdy')).toBeNull();
    expect(parseDateText('soon', 'mdy')).toBeNull();
  });
});
