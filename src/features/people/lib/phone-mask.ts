// The phone mask of spec people §5, §9: (999) 999-9999, filled in as the user types digits.
export function maskPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Complete (all ten digits) or empty. */
export const isPhoneComplete = (value: string) => value === '' || /^\(\d{3}\) \d{3}-\d{4}$/.test(value);
