// Reading imported rows: header or not, stats by id or name, and a reason for each unusable row.
import { describe, expect, it } from 'vitest';
import { readSpreadsheetRows, readTextRows } from '../../../lib/table-file/read-rows';
import statValuesXlsx from '../test/stat-values.xlsx?inline';
import { toImportRows } from './import-rows';

const stats = [
  { id: 4, name: 'Sales' },
  { id: 7, name: 'Jobs done' },
];
const read = (text: string) => readTextRows(new TextEncoder().encode(text).buffer as ArrayBuffer);

describe('import rows', () => {
  it('reads a CSV with a header, stats by name or id, and marks the rows it cannot use', () => {
    const rows = toImportRows(
      read(
        '\uFEFFvalue,Stat,Date\n12,sales,2026-03-02\n3,7,2026-03-09\n1,Unknown,2026-03-02\nx,4,2026-03-02\n5,4,2026-02-30\n5,4\n\n',
      ),
      stats,
    );
    expect(rows.map((r) => [r.line, r.value ?? r.problem])).toEqual([
      [2, { stat: 4, date: '2026-03-02', value: 12 }],
      [3, { stat: 7, date: '2026-03-09', value: 3 }],
      [4, 'unknownStat'],
      [5, 'badValue'],
      [6, 'badDate'],
      [7, 'missingCells'],
    ]);
  });

  it('reads a file without a header as stat, date, value, with semicolons from European spreadsheets', () => {
    expect(toImportRows(read('Jobs done;2026-03-02;1,5\n'), stats)).toEqual([
      { line: 1, cells: ['Jobs done', '2026-03-02', '1,5'], value: { stat: 7, date: '2026-03-02', value: 1.5 } },
    ]);
  });

  it('reads the first sheet of a spreadsheet saved by office software, dates as YYYY-MM-DD', () => {
    // Vite inlines the file as a base64 data URL.
    const bytes = Uint8Array.from(atob(statValuesXlsx.split(',')[1]!), (c) => c.charCodeAt(0));
    const rows = readSpreadsheetRows(bytes);
    expect(toImportRows(rows, stats).map((r) => r.value ?? r.problem)).toEqual([
      { stat: 4, date: '2026-03-02', value: 12 },
      { stat: 7, date: '2026-03-09', value: 3.5 },
      'missingCells',
    ]);
  });
});
