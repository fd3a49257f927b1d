// Checks of the built-in checkout's card form, in the browser only: the card is never sent
// anywhere (the built-in provider charges nothing), but a form that takes anything would teach
// users nothing about the hosted checkout that replaces it.

export type CardField = 'name' | 'number' | 'expiry' | 'cvc';

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn checksum every card number carries. */
export function luhnValid(value: string): boolean {
  const digits = digitsOf(value);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY, not before this month. */
export function expiryValid(value: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export function cardErrors(values: Record<CardField, string>, now = new Date()): Partial<Record<CardField, true>> {
  const errors: Partial<Record<CardField, true>> = {};
  if (!values.name.trim()) errors.name = true;
  if (!luhnValid(values.number)) errors.number = true;
  if (!expiryValid(values.expiry, now)) errors.expiry = true;
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = true;
  return errors;
}

/** Groups a card number by four as it is typed. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
