// Importing files into an article, with real files written by office software (tests/fixtures/real):
// an old Word file and a password-protected one are named as such, and a workbook of several sheets
// asks which to import, each coming as a table under its name, a cut sheet saying how long it was.
import { utils, write } from 'xlsx';
import { describe, expect, it } from 'vitest';
import excelMacPivots from '../../../../tests/fixtures/real/excel-mac-pivots.xlsx?inline';
import passwordDocx from '../../../../tests/fixtures/real/password-protected.docx?inline';
import passwordXlsx from '../../../../tests/fixtures/real/password-protected.xlsx?inline';
import word97 from '../../../../tests/fixtures/real/word-97.doc?inline';
import { SPREADSHEET_MAX_ROWS, sheetsHtml } from '../workers/spreadsheet-worker';
import { convertWord } from '../lib/convert-office';
import { droppedKind } from './file-import';

const bytes = (dataUrl: string) => Uint8Array.from(atob(dataUrl.split(',')[1]!), (c) => c.charCodeAt(0));

describe('importing files into an article', () => {
  it('knows Word, old Word, every workbook SheetJS reads, and pictures', () => {
    expect(droppedKind({ name: 'a.docx', type: '' })).toBe('word');
    expect(droppedKind({ name: 'a.doc', type: '' })).toBe('oldWord');
    expect(droppedKind({ name: 'scan', type: 'application/msword' })).toBe('oldWord');
    for (const name of ['a.xlsx', 'a.xls', 'a.ods', 'a.csv']) expect(droppedKind({ name, type: '' })).toBe('excel');
    expect(droppedKind({ name: 'a.png', type: '' })).toBe('image');
    expect(droppedKind({ name: 'a.pdf', type: 'application/pdf' })).toBe('unsupported');
  });

  it('names an old Word file and a password-protected document instead of "could not be read"', async () => {
    // A .docx is converted in the import worker; its answers for these:
    expect(await convertWord(bytes(word97).buffer, 'i-', () => undefined)).toEqual({ error: 'oldWord' });
    expect(await convertWord(bytes(passwordDocx).buffer, 'i-', () => undefined)).toEqual({ error: 'encrypted' });
    // A workbook is read in the worker; its answer for a password-protected one:
    expect(() => sheetsHtml(bytes(passwordXlsx).buffer)).toThrow(/password/);
  });

  it('lists the sheets of an Excel workbook, then gives the chosen ones as tables under their names', () => {
    const data = bytes(excelMacPivots).buffer;
    const first = sheetsHtml(data);
    expect('workbook' in first && first.workbook.map((s) => s.name)).toEqual([
      'PivotSheet1',
      'PivotSheet2',
      'PivotSheet3',
      'PivotSheet4',
      'DataSheet',
      'DataSheet2',
    ]);
    const chosen = sheetsHtml(data, ['DataSheet', 'DataSheet2']);
    if (!('html' in chosen)) throw new Error(JSON.stringify(chosen));
    expect(chosen.html.match(/<h3>[^<]+<\/h3>/g)).toEqual(['<h3>DataSheet</h3>', '<h3>DataSheet2</h3>']);
    expect(chosen.html).toContain('11/1/24');
    expect(chosen.cut).toEqual([]);
  });

  it('says how long a sheet was when it is cut at the row cap', () => {
    // No real workbook this long was found with a licence to copy: this one is made here.
    const workbook = utils.book_new();
    utils.book_append_sheet(workbook, utils.aoa_to_sheet(Array.from({ length: 50_000 }, (_, i) => [i])), 'Log');
    const data = write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    expect(sheetsHtml(data)).toMatchObject({ cut: [{ sheet: 'Log', total: 50_000, kept: SPREADSHEET_MAX_ROWS }] });
  });
});
