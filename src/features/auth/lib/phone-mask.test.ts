import { describe, expect, it } from 'vitest';
import { maskPhone, phoneComplete } from './phone-mask';

describe('phone mask (999) 999-9999', () => {
  it('places digits into the mask as they are typed', () => {
    expect(maskPhone('5')).toBe('(5');
    expect(maskPhone('5551')).toBe('(555) 1');
    expect(maskPhone('5551234')).toBe('(555) 123-4');
    expect(maskPhone('+1 555-123-45678 ext')).toBe('(155) 512-3456');
    expect(maskPhone('abc')).toBe('');
  });

  it('is complete when empty or with ten digits', () => {
    expect(phoneComplete('')).toBe(true);
    expect(phoneComplete('(555) 123-4567')).toBe(true);
    expect(phoneComplete('(555) 123-456')).toBe(false);
  });
});
