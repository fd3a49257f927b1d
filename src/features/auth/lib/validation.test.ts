// The hand-written checks agree with the contract's schemas (the sign-in chunk cannot import the
// schemas without zod, so this test is what keeps the two in step; the limits are the same constants).
import { describe, expect, it } from 'vitest';
import { loginRequestSchema, signupRequestSchema } from '../../../../contract/account';
import { email, newPassword, passwordConfirmation, PASSWORD_MIN_LENGTH, required, validate } from './validation';

describe('auth form checks', () => {
  it.each(['admin@acme.test', ' Admin@Acme.Test ', 'a.b+c@sub.example.org'])('accept %s like the contract', (value) => {
    expect(email(value)).toBeNull();
    expect(loginRequestSchema.safeParse({ email: value, password: 'x' }).success).toBe(true);
  });

  it.each(['admin', 'admin@', '@acme.test', 'admin@acme', 'ad min@acme.test'])(
    'refuse %s like the contract',
    (value) => {
      expect(email(value)).toBe('auth.validation.email');
      expect(loginRequestSchema.safeParse({ email: value, password: 'x' }).success).toBe(false);
    },
  );

  it('agree with the contract on password length', () => {
    const base = { company_name: 'C', first_name: 'F', email: 'a@b.co' };
    for (const password of [
      'x'.repeat(PASSWORD_MIN_LENGTH - 1),
      'x'.repeat(PASSWORD_MIN_LENGTH),
      'x'.repeat(256),
      'x'.repeat(257),
    ]) {
      const contractOk = signupRequestSchema.safeParse({ ...base, password }).success;
      expect(newPassword(password) === null, `length ${password.length}`).toBe(contractOk);
    }
  });

  it('require values and matching passwords', () => {
    expect(required('  ')).toBe('auth.validation.required');
    expect(email('')).toBe('auth.validation.required');
    expect(passwordConfirmation('abcdefgh', '')).toBe('auth.validation.required');
    expect(passwordConfirmation('abcdefgh', 'abcdefgx')).toBe('auth.validation.passwordsDoNotMatch');
    expect(passwordConfirmation('abcdefgh', 'abcdefgh')).toBeNull();
    expect(validate({ a: null, b: 'auth.validation.required' })).toEqual({ b: 'auth.validation.required' });
  });
});

describe('licence codes', () => {
  it('take one to ten codes of the marketplace shape, however they are separated', async () => {
    const { licenseCodes, splitCodes } = await import('./license-codes');
    expect(splitCodes(' LTD-12345678,\nABCDEFGH  xyz-98765432 ')).toEqual(['LTD-12345678', 'ABCDEFGH', 'xyz-98765432']);
    expect(licenseCodes('')).toBe('auth.validation.required');
    expect(licenseCodes('LTD-12345678')).toBeNull();
    expect(licenseCodes('short')).toBe('auth.validation.licenseCodes');
    expect(licenseCodes(Array.from({ length: 11 }, (_, i) => `CODE-0000${i}0`).join(' '))).toBe(
      'auth.validation.licenseCodes',
    );
  });
});
