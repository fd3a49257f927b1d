// Amounts as the server has them (decimal strings, at most two decimals), added up exactly in cents
// for the form's running total, and shown in the user's language with the currency.
export function cents(amount: string): number | null {
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(amount.trim())) return null;
  const [whole, fraction = ''] = amount.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function formatMoney(amount: string | number, currency: string, language: string): string {
  const value = typeof amount === 'number' ? amount / 100 : Number(amount);
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}
