import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('dates in the interface language', () => {
  const at = '2026-12-27T14:05:00Z';

  it('orders day and month as the language does', () => {
    expect(formatDate(at, 'en')).toBe('Dec 27, 2026');
    expect(formatDate(at, 'es')).toBe('27 dic 2026');
    expect(formatDateTime(at, 'es')).toMatch(/^27 dic 2026, \d{1,2}:05$/);
  });

  it('says nothing is there for no date', () => {
    expect(formatDate(null, 'en')).toBe('—');
    expect(formatDateTime(undefined, 'en', '')).toBe('');
  });
});
