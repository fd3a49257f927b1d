// CSV and tab-separated text to rows of cells: quoted cells may hold the delimiter, line breaks and
// doubled quotes. Shared by every import of a table file and by pasting cells from a spreadsheet.
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

/** The delimiter of the first line: whichever of tab, semicolon and comma it has most of. */
export function detectDelimiter(firstLine: string): string {
  const count = (ch: string) => firstLine.split(ch).length - 1;
  return ['\t', ';', ','].reduce((best, ch) => (count(ch) > count(best) ? ch : best), ',');
}
