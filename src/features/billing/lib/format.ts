// Money and dates as the billing screens show them, in the interface's language.
export { formatMoney } from '../../../lib/format-money';

export function formatDate(iso: string | null, language: string): string {
  return iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) : '—';
}
