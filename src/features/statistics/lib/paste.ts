// What a spreadsheet puts on the clipboard when cells are copied: rows separated by newlines and
// cells by tabs (Excel, Google Sheets, LibreOffice all do this), with a trailing newline. Cells
// that hold a tab or newline come quoted, with quotes doubled, as in CSV — so CSV files are read
// by the same parser with a comma (or, from European spreadsheets, a semicolon).

/** The clipboard text as rows of cells; a single trailing newline adds no empty row. */
export function parseClipboardGrid(text: string): string[][] {
  return parseDelimited(text, '\t');
}

/** Delimited text (tab for the clipboard, comma or semicolon for CSV files) as rows of cells. */
export function parseDelimited(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const normalised = text.replace(/\r\n?/g, '\n');
  for (let i = 0; i < normalised.length; i++) {
    const ch = normalised[i]!;
    if (quoted) {
      if (ch === '"' && normalised[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
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
