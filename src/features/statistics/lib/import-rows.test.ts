// Reading imported rows: columns by header in any order, stats by id or name, dates as Excel stores
// them or as text in the company's locale, and a reason for each unusable row.
import { describe, expect, it } from 'vitest';
import { readSpreadsheetRows, readTableRows, readTextRows } from '../../../lib/table-file/read-rows';
import excelMacPivots from '../../../../tests/fixtures/real/excel-mac-pivots.xlsx?inline';
import statValuesXlsx from '../test/stat-values.xlsx?inline';
import { detectLayout, toImportRows } from './import-rows';

const stats = [
  { id: 4, name: 'Sales' },
  { id: 7, name: 'Jobs done' },
];
const read = (text: string) => readTextRows(new TextEncoder().encode(text).buffer as ArrayBuffer);
const csv = (text: string) => [{ name: 'values.csv', rows: read(text) }];
/** Vite inlines a fixture as a base64 data URL. */
const bytes = (dataUrl: string) => Uint8Array.from(atob(dataUrl.split(',')[1]!), (c) => c.charCodeAt(0));

describe('import rows', () => {
  it('reads a CSV with a header in any order, stats by name or id, and marks the rows it cannot use', () => {
    const rows = toImportRows(
      csv(
        '\uFEFFvalue,Stat,Date\n12,sales,2026-03-02\n3,7,2026-03-09\n1,Unknown,2026-03-02\nx,4,2026-03-02\n5,4,2026-02-30\n5,4\n\n',
      ),
      stats,
      'mdy',
    );
    expect(rows.map((r) => [r.line, r.value ?? r.problem])).toEqual([
      [2, { stat: 4, date: '2026-03-02', value: 12 }],
      [3, { stat: 7, date: '2026-03-09', value: 3 }],
      [4, 'unknownStat'],
      [5, 'badValue'],
      [6, 'badDate'],
      [7, 'missingCells'],
    ]);
    // The preview shows each field's own cell, not the file's first three.
    expect(rows[3]!.source).toEqual({ stat: '4', date: '2026-03-02', value: 'x' });
  });

  it('reads a file without a header as stat, date, value, with semicolons from European spreadsheets', () => {
    expect(toImportRows(csv('Jobs done;02/03/2026;1,5\n'), stats, 'dmy')).toEqual([
      {
        line: 1,
        source: { stat: 'Jobs done', date: '02/03/2026', value: '1,5' },
        value: { stat: 7, date: '2026-03-02', value: 1.5 },
      },
    ]);
    expect(toImportRows(csv('Jobs done,3/2/2026,2\n'), stats, 'mdy')[0]!.value).toEqual({
      stat: 7,
      date: '2026-03-02',
      value: 2,
    });
  });

  it('reads the first sheet of a spreadsheet saved by office software, dates as YYYY-MM-DD', () => {
    const rows = readSpreadsheetRows(bytes(statValuesXlsx));
    expect(toImportRows([{ name: 'Sheet1', rows }], stats, 'mdy').map((r) => r.value ?? r.problem)).toEqual([
      { stat: 4, date: '2026-03-02', value: 12 },
      { stat: 7, date: '2026-03-09', value: 3.5 },
      'missingCells',
    ]);
  });

  it('imports every row of a sheet Excel wrote with its default m/d/yyyy dates, its columns found by name', () => {
    const answer = readTableRows('pivots.xlsx', bytes(excelMacPivots).buffer, ['DataSheet']);
    if (!('sheets' in answer)) throw new Error(JSON.stringify(answer));
    const layout = detectLayout(answer.sheets[0]!.rows);
    expect(layout).toMatchObject({ headerLine: 0, columns: { stat: 1, date: 5, value: 3 } });
    const named = 'abcdefghij'.split('').map((name, i) => ({ id: 100 + i, name }));
    const rows = toImportRows(answer.sheets, named, 'mdy');
    expect(rows.filter((r) => r.problem)).toEqual([]);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ line: 2, value: { stat: 100, date: '2024-11-01', value: 10 } });
  });

  it('names the sheet of each row when several are imported, and takes a column the person chose', () => {
    const sheets = [
      {
        name: 'North',
        rows: [
          ['Week', 'Sales'],
          ['2026-03-02', '5'],
        ],
      },
      {
        name: 'South',
        rows: [
          ['Week', 'Sales'],
          ['2026-03-02', '6'],
        ],
      },
    ];
    const layout = { ...detectLayout(sheets[0]!.rows), columns: { stat: -1, date: 0, value: 1 } };
    const rows = toImportRows(
      sheets.map((s) => ({ ...s, layout })),
      stats,
      'mdy',
    );
    expect(rows.map((r) => [r.sheet, r.line, r.problem])).toEqual([
      ['North', 2, 'missingCells'],
      ['South', 2, 'missingCells'],
    ]);
  });
});
