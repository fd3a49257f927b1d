import { describe, expect, it } from 'vitest';
import { cardErrors, expiryValid, formatCardNumber, luhnValid } from './card';

describe('card checks', () => {
  it('accept a test card number and refuse a typo', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
  });

  it('take an expiry from this month on', () => {
    const now = new Date(2026, 10, 21);
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('13/30', now)).toBe(false);
    expect(expiryValid('1/30', now)).toBe(false);
  });

  it('name every field that fails', () => {
    expect(cardErrors({ name: ' ', number: '1', expiry: '', cvc: '12' })).toEqual({
      name: true,
      number: true,
      expiry: true,
      cvc: true,
    });
    expect(cardErrors({ name: 'A', number: '4242424242424242', expiry: '12/40', cvc: '123' })).toEqual({});
  });

  it('group the number by four', () => {
    expect(formatCardNumber('4242x42424242424299999')).toBe('4242 4242 4242 4242 999');
  });
});
