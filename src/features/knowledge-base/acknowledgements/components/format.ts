// Dates on the acknowledgement pages, in the reader's language.

export function formatDateTime(iso: string | null, language: string): string {
  return iso ? new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

export function formatDay(iso: string | null, language: string): string {
  return iso ? new Date(iso).toLocaleDateString(language, { dateStyle: 'medium' }) : '—';
}
