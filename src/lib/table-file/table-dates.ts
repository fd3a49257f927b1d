// Dates in imported tables. A spreadsheet stores a date as a serial number (days since 1899-12-30,
// or since 1904-01-01 in workbooks made on old Macs) whatever format shows it, so a date cell is
// read from its number, never from its displayed text. A CSV file has only the text: "3/2/2026" is
// 2 March in Britain and 3 February in the United States, so it is read in the company's locale.

export type DateOrder = 'mdy' | 'dmy' | 'ymd';

const DAY_MS = 86_400_000;

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A serial date as YYYY-MM-DD (its time of day dropped); null for 0, negatives and 1900-02-29. */
export function serialToIsoDate(serial: number, date1904 = false): string | null {
  if (!Number.isFinite(serial)) return null;
  // A time a hair under midnight (floating point) still belongs to the next day.
  const days = Math.floor(serial + 1e-8);
  if (date1904) return days >= 0 ? iso(Date.UTC(1904, 0, 1) + days * DAY_MS) : null;
  if (days < 1 || days === 60) return null; // 60 is Lotus's 29 February 1900, a day that never was
  // Excel counts 1900 as a leap year, so serials before that fictitious day are one day later.
  return iso((days < 60 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30)) + days * DAY_MS);
}

/** The order a locale writes day, month and year in ("en-US": mdy, "es", "en-GB": dmy). */
export function dateOrderOf(locale: string | undefined): DateOrder {
  try {
    const parts = new Intl.DateTimeFormat(locale || 'en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(new Date(Date.UTC(2001, 10, 22, 12)));
    const order = parts
      .filter((p) => p.type === 'year' || p.type === 'month' || p.type === 'day')
      .map((p) => p.type[0])
      .join('');
    return order === 'dmy' || order === 'ymd' ? order : 'mdy';
  } catch {
    return 'mdy';
  }
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  return iso(ms);
}

/** Excel's rule for two-digit years: 00–29 are 2000–2029, 30–99 are 1930–1999. */
function fullYear(text: string): number {
  const year = Number(text);
  if (text.length > 2) return year;
  return year < 30 ? 2000 + year : 1900 + year;
}

/**
 * A date typed as text, as YYYY-MM-DD, or null. Takes 2026-03-02, 3/2/2026 or 3.2.26 in the
 * locale's order (a four-digit first part is always a year), 2-Mar-2026, each with an optional time
 * after it.
 */
export function parseDateText(raw: string, order: DateOrder): string | null {
  const text = raw
    .trim()
    .replace(/[T\s]+\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?\s*([ap]\.?m\.?)?\s*(z|[+-]\d{2}:?\d{2})?$/i, '');
  const named = /^(\d{1,2})[-\s]([a-z]{3})[a-z]*\.?[-\s,]+(\d{2}|\d{4})$/i.exec(text);
  if (named) {
    const month = MONTHS.indexOf(named[2]!.toLowerCase()) + 1;
    return month ? isoOf(fullYear(named[3]!), month, Number(named[1])) : null;
  }
  const parts = /^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})\.?$/.exec(text);
  if (!parts) return null;
  const [a, b, c] = [parts[1]!, parts[2]!, parts[3]!];
  if (a.length === 4) return isoOf(Number(a), Number(b), Number(c));
  if (a.length > 2 || c.length === 3) return null;
  // A locale that writes the year first has no rule for a short first part: day first is the norm.
  return order === 'mdy' ? isoOf(fullYear(c), Number(a), Number(b)) : isoOf(fullYear(c), Number(b), Number(a));
}
