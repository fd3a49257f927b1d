// What a spreadsheet puts on the clipboard when cells are copied: rows separated by newlines and
// cells by tabs (Excel, Google Sheets, LibreOffice all do this), with a trailing newline. Cells
// that hold a tab or newline come quoted, with quotes doubled, as in CSV — so CSV files are read
// by the same parser with a comma (or, from European spreadsheets, a semicolon).
import { parseDelimited } from '../../../lib/table-file/parse-delimited';

/** The clipboard text as rows of cells; a single trailing newline adds no empty row. */
export function parseClipboardGrid(text: string): string[][] {
  return parseDelimited(text, '\t');
}

/**
 * A number as people type or copy it: "1,234.5", "1 234", "$12", "15%", "(30)" for -30. Commas are
 * thousands separators unless the text has no dot and one comma followed by 1–2 digits ("12,5",
 * the European decimal). Returns null for text that is not a number; '' is handled by the caller.
 */
export function parseNumber(raw: string): number | null {
  let text = raw.trim().replace(/[\s\u00a0$€£%]/g, '');
  if (text === '') return null;
  let sign = 1;
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1);
  }
  if (!text.includes('.') && /^-?\d+,\d{1,2}$/.test(text)) text = text.replace(',', '.');
  else text = text.replace(/,/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  const value = Number(text) * sign;
  return Number.isFinite(value) ? value : null;
}
