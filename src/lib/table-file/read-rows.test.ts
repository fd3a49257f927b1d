// Reading real files written by office software (tests/fixtures/real/README.md says where each
// comes from): Excel's default m/d/yyyy dates as YYYY-MM-DD, a workbook's sheets to choose from,
// the 1904 date system, OpenDocument, and a password or an old Word file named as such.
import { utils, write } from 'xlsx';
import { describe, expect, it } from 'vitest';
import excelMacPivots from '../../../tests/fixtures/real/excel-mac-pivots.xlsx?inline';
import dates1904 from '../../../tests/fixtures/real/dates-1904.xls?inline';
import datesOds from '../../../tests/fixtures/real/dates.ods?inline';
import passwordXlsx from '../../../tests/fixtures/real/password-protected.xlsx?inline';
import passwordDocx from '../../../tests/fixtures/real/password-protected.docx?inline';
import word97 from '../../../tests/fixtures/real/word-97.doc?inline';
import { officeFileProblem } from './office-file-check';
import { readSpreadsheetSheets, readTableRows } from './read-rows';

/** Vite inlines a fixture as a base64 data URL. */
const bytes = (dataUrl: string) => Uint8Array.from(atob(dataUrl.split(',')[1]!), (c) => c.charCodeAt(0)).buffer;

describe('reading table files', () => {
  it('lists the sheets of a workbook saved by Excel, then reads the chosen one with its dates as YYYY-MM-DD', () => {
    const summary = readTableRows('pivots.xlsx', bytes(excelMacPivots));
    expect(summary).toMatchObject({
      workbook: [
        { name: 'PivotSheet1' },
        { name: 'PivotSheet2' },
        { name: 'PivotSheet3' },
        { name: 'PivotSheet4' },
        { name: 'DataSheet', rows: 11 },
        { name: 'DataSheet2', rows: 11 },
      ],
    });
    const answer = readTableRows('pivots.xlsx', bytes(excelMacPivots), ['DataSheet']);
    if (!('sheets' in answer)) throw new Error(JSON.stringify(answer));
    const [sheet] = answer.sheets;
    expect(sheet).toMatchObject({ name: 'DataSheet', totalRows: 11 });
    // Excel shows these as 11/1/2024, 1/4/2024 …: the cells hold serial numbers in format 14.
    expect(sheet!.rows.map((r) => [r[1], r[3], r[5]])).toEqual([
      ['Name', 'Value', 'Date'],
      ['a', '10', '2024-11-01'],
      ['b', '20', '2024-01-04'],
      ['c', '15', '2024-01-31'],
      ['d', '20', '2024-01-21'],
      ['e', '10', '2024-02-01'],
      ['f', '5', '2024-01-01'],
      ['g', '10', '2024-01-11'],
      ['h', '15', '1999-01-01'],
      ['i', '15', '2024-12-01'],
      ['j', '5', '2024-01-01'],
    ]);
  });

  it('reads an .xls in the 1904 date system and an .ods from LibreOffice', () => {
    const xls = readTableRows('dates-1904.xls', bytes(dates1904));
    expect(xls).toMatchObject({
      sheets: [
        {
          rows: [
            ['2021-01-01', '15'],
            ['2021-01-02', '16'],
            [expect.any(String), '17'],
          ],
        },
      ],
    });
    const ods = readTableRows('dates.ods', bytes(datesOds));
    expect(ods).toMatchObject({
      sheets: [
        {
          rows: [
            ['2021-01-01', '15'],
            ['2021-01-01', '16'],
            [expect.any(String), '17'],
            [expect.any(String), '18'],
          ],
        },
      ],
    });
  });

  it('names a password-protected workbook and an old Word file instead of "could not be read"', () => {
    expect(readTableRows('password-protected.xlsx', bytes(passwordXlsx))).toEqual({ error: 'encrypted' });
    expect(readTableRows('word-97.doc', bytes(word97))).toEqual({ error: 'oldWord' });
    // The same file renamed: its bytes tell.
    expect(readTableRows('renamed.xls', bytes(word97))).toEqual({ error: 'oldWord' });
    expect(officeFileProblem(bytes(passwordDocx))).toBe('encrypted');
    expect(officeFileProblem(bytes(word97))).toBe('oldWord');
    expect(officeFileProblem(bytes(excelMacPivots))).toBeNull();
  });

  it('says how long a sheet was when it is cut, and lists every sheet of a large workbook', () => {
    // No real file of this size was found with a licence to copy: this one is made here.
    const workbook = utils.book_new();
    const long = Array.from({ length: 50_000 }, (_, i) => [`Stat ${i % 7}`, 45_000 + (i % 300), i]);
    utils.book_append_sheet(workbook, utils.aoa_to_sheet(long), 'Long');
    for (let i = 2; i <= 30; i++) utils.book_append_sheet(workbook, utils.aoa_to_sheet([['x', i]]), `Sheet ${i}`);
    const data = write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const summary = readTableRows('big.xlsx', data);
    expect('workbook' in summary && summary.workbook.length).toBe(30);
    const [sheet] = readSpreadsheetSheets(data, ['Long'], 1_000);
    expect(sheet).toMatchObject({ name: 'Long', totalRows: 50_000 });
    expect(sheet!.rows).toHaveLength(1_000);
  });
});
