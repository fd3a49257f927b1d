// A table file's bytes as rows of cells, shown as a person sees them: CSV (comma or semicolon) and
// tab-separated text, and the first sheet of a spreadsheet (dates as YYYY-MM-DD whatever their
// display format). Runs inside table-file.worker.ts, so SheetJS loads only in the worker; apart
// from it so tests can read files without a worker.
import { read, utils } from 'xlsx';
import { detectDelimiter, parseDelimited } from './parse-delimited';

export type TableFileAnswer = { rows: string[][] } | { error: 'unsupported' | 'unreadable' };

const TEXT_FILE = /\.(csv|tsv|txt)$/i;
const SPREADSHEET_FILE = /\.(xlsx|xls|ods)$/i;
/** Rows read from a sheet at most: far more than one import should hold. */
export const TABLE_FILE_MAX_ROWS = 20_000;

export function readTextRows(buffer: ArrayBuffer): string[][] {
  const text = new TextDecoder('utf-8').decode(buffer).replace(/^\uFEFF/, '');
  return parseDelimited(text, detectDelimiter(text.split(/\r?\n/, 1)[0] ?? ''));
}

export function readSpreadsheetRows(data: ArrayBuffer | Uint8Array): string[][] {
  const workbook = read(data, { type: 'array', cellDates: true, sheetRows: TABLE_FILE_MAX_ROWS });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) return [];
  return utils.sheet_to_json<string[]>(sheet, {
    header: 1,
    raw: false,
    defval: '',
    dateNF: 'yyyy-mm-dd',
    blankrows: false,
  });
}

/** The rows of a file by its name's extension; anything else is 'unsupported'. */
export function readTableRows(name: string, buffer: ArrayBuffer): TableFileAnswer {
  try {
    if (TEXT_FILE.test(name)) return { rows: readTextRows(buffer) };
    if (SPREADSHEET_FILE.test(name)) return { rows: readSpreadsheetRows(buffer) };
    return { error: 'unsupported' };
  } catch {
    return { error: 'unreadable' };
  }
}
