// Money and dates as the billing screens show them, in the interface's language.
export function formatMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

export function formatDate(iso: string | null, language: string): string {
  return iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) : '—';
}
