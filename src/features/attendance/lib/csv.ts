// CSV text per RFC 4180: fields holding a comma, a double quote, CR or LF are quoted, quotes inside
// are doubled, and records end with CRLF. Text a person typed (names) is also kept from being read
// as a spreadsheet formula when opened in Excel or Sheets (a leading = + - @ gets an apostrophe).
import { saveFile } from '../../../lib/save-file';

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** For free text from users: neutralises formula injection before quoting. */
export function csvText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Offers the text as a file download. A byte-order mark lets Excel read UTF-8 accents correctly. */
export function downloadCsv(filename: string, csv: string): void {
  saveFile(filename, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}
