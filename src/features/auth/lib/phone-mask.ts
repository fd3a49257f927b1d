// The personal-information phone mask (999) 999-9999 (spec shell §5): digits typed or pasted are
// placed into the mask as far as they go; anything else is dropped.
export const PHONE_MASK = '(999) 999-9999';

export function maskPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Empty, or all ten digits. */
export function phoneComplete(value: string): boolean {
  return value === '' || /^\(\d{3}\) \d{3}-\d{4}$/.test(value);
}
