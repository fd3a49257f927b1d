// Dates and times as the screens show them, in the interface's language (a Spanish reader gets
// 27/12/2026, not the browser's US order). Every date shown to a person goes through here or through
// an Intl formatter given the language: `npm run i18n:check` refuses a date formatted without one.

type DateInput = string | number | Date | null | undefined;

const toDate = (value: Exclude<DateInput, null | undefined>) => (value instanceof Date ? value : new Date(value));

/** "Dec 27, 2026" / "27 dic 2026"; `empty` for no date. */
export function formatDate(value: DateInput, language: string, empty = '—'): string {
  if (value === null || value === undefined || value === '') return empty;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(toDate(value));
}

/** "Dec 27, 2026, 2:05 PM" / "27 dic 2026, 14:05"; `empty` for no date. */
export function formatDateTime(value: DateInput, language: string, empty = '—'): string {
  if (value === null || value === undefined || value === '') return empty;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value));
}
