// A table file's bytes as rows of cells: CSV (comma or semicolon) and tab-separated text, and the
// sheets of a spreadsheet (.xlsx, .xls, .ods). A date cell is read from the serial number the
// spreadsheet stores, so it comes out as YYYY-MM-DD whatever format displays it (Excel's default
// m/d/yyyy included); numbers come as they are stored, other cells as displayed. A workbook of
// several sheets first answers their names and sizes, for the person to choose; a sheet longer than
// TABLE_FILE_MAX_ROWS is cut there and says how long it was. Runs inside table-file.worker.ts, so
// SheetJS loads only in the worker; apart from it so tests can read files without a worker.
import { read, SSF, utils, type CellObject, type WorkBook, type WorkSheet } from 'xlsx';
import { officeFileProblem } from './office-file-check';
import { detectDelimiter, parseDelimited } from './parse-delimited';
import { serialToIsoDate } from './table-dates';

/** One sheet's rows: rows[i] is the sheet's line i + 1 (blank lines are kept, as empty rows). */
export interface TableSheet {
  name: string;
  rows: string[][];
  /** Lines the sheet has; more than rows.length when it was cut at TABLE_FILE_MAX_ROWS. */
  totalRows: number;
}

export interface SheetSummary {
  name: string;
  rows: number;
}

export type TableFileError = 'unsupported' | 'unreadable' | 'encrypted' | 'oldWord';

export type TableFileAnswer =
  | { sheets: TableSheet[] }
  /** A workbook with several sheets holding data, before any was chosen. */
  | { workbook: SheetSummary[] }
  | { error: TableFileError };

const TEXT_FILE = /\.(csv|tsv|txt)$/i;
const SPREADSHEET_FILE = /\.(xlsx|xlsm|xls|ods)$/i;
/** Rows read from one sheet at most: enough for years of daily values of many stats. */
export const TABLE_FILE_MAX_ROWS = 100_000;

export function readTextRows(buffer: ArrayBuffer): string[][] {
  const text = new TextDecoder('utf-8').decode(buffer).replace(/^\uFEFF/, '');
  return parseDelimited(text, detectDelimiter(text.split(/\r?\n/, 1)[0] ?? ''));
}

function cellText(cell: CellObject | undefined, date1904: boolean): string {
  if (!cell) return '';
  if (cell.t === 'n' && typeof cell.v === 'number') {
    if (cell.z !== undefined && SSF.is_date(cell.z)) {
      return serialToIsoDate(cell.v, date1904) ?? cell.w ?? String(cell.v);
    }
    return String(cell.v);
  }
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  return cell.w ?? (cell.v === undefined ? '' : String(cell.v));
}

/** A sheet's lines from A1 (so line and column numbers match the spreadsheet's), cut at `limit`. */
function sheetRows(sheet: WorkSheet, date1904: boolean, limit: number): string[][] {
  if (!sheet['!ref']) return [];
  const range = utils.decode_range(sheet['!ref']);
  const rows: string[][] = [];
  const dense = sheet['!data'] as CellObject[][] | undefined;
  for (let r = 0; r <= Math.min(range.e.r, limit - 1); r++) {
    const row: string[] = [];
    for (let c = 0; c <= range.e.c; c++) {
      const cell = dense ? dense[r]?.[c] : (sheet[utils.encode_cell({ r, c })] as CellObject | undefined);
      row.push(cellText(cell, date1904).trim());
    }
    while (row.length > 0 && row[row.length - 1] === '') row.pop();
    rows.push(row);
  }
  return rows;
}

/** Lines in a sheet, counting those past a `sheetRows` cut (SheetJS keeps them in !fullref). */
function lineCount(sheet: WorkSheet | undefined): number {
  const ref = (sheet?.['!fullref'] as string | undefined) ?? sheet?.['!ref'];
  return ref ? utils.decode_range(ref).e.r + 1 : 0;
}

function isDate1904(workbook: WorkBook): boolean {
  return Boolean(workbook.Workbook?.WBProps?.date1904);
}

/** The workbook's sheets with their sizes (parsing one row of each). */
export function summarizeWorkbook(data: ArrayBuffer | Uint8Array): SheetSummary[] {
  const workbook = read(data, { type: 'array', sheetRows: 1, dense: true });
  return workbook.SheetNames.map((name) => ({ name, rows: lineCount(workbook.Sheets[name]) }));
}

/** The chosen sheets' rows (all of them when `names` is not given). */
export function readSpreadsheetSheets(
  data: ArrayBuffer | Uint8Array,
  names?: readonly string[],
  limit = TABLE_FILE_MAX_ROWS,
): TableSheet[] {
  const workbook = read(data, {
    type: 'array',
    cellNF: true,
    dense: true,
    sheetRows: limit,
    ...(names ? { sheets: [...names] } : {}),
  });
  const date1904 = isDate1904(workbook);
  return (names ?? workbook.SheetNames).flatMap((name) => {
    const sheet = workbook.Sheets[name];
    return sheet ? [{ name, rows: sheetRows(sheet, date1904, limit), totalRows: lineCount(sheet) }] : [];
  });
}

/** The first sheet's rows (for callers that take one sheet). */
export function readSpreadsheetRows(data: ArrayBuffer | Uint8Array): string[][] {
  const workbook = read(data, { type: 'array', bookSheets: true });
  const first = workbook.SheetNames[0];
  return first ? (readSpreadsheetSheets(data, [first])[0]?.rows ?? []) : [];
}

/** Why a spreadsheet could not be read: a password, a Word file under another name, or damage. */
export function spreadsheetError(data: ArrayBuffer | Uint8Array, error: unknown): TableFileError {
  const problem = officeFileProblem(data);
  if (problem) return problem;
  return error instanceof Error && /password/i.test(error.message) ? 'encrypted' : 'unreadable';
}

/**
 * The rows of a file by its name's extension; anything else is 'unsupported'. A workbook whose
 * sheets with data are several answers their summaries unless `sheets` names those to read.
 */
export function readTableRows(name: string, buffer: ArrayBuffer, sheets?: readonly string[]): TableFileAnswer {
  if (TEXT_FILE.test(name)) {
    const rows = readTextRows(buffer);
    return { sheets: [{ name, rows, totalRows: rows.length }] };
  }
  if (/\.doc$/i.test(name)) return { error: 'oldWord' };
  if (!SPREADSHEET_FILE.test(name)) return { error: 'unsupported' };
  try {
    if (!sheets) {
      const summaries = summarizeWorkbook(buffer);
      const withData = summaries.filter((s) => s.rows > 0);
      if (withData.length > 1) return { workbook: summaries };
      return { sheets: readSpreadsheetSheets(buffer, withData.length ? [withData[0]!.name] : undefined) };
    }
    return { sheets: readSpreadsheetSheets(buffer, sheets) };
  } catch (error) {
    return { error: spreadsheetError(buffer, error) };
  }
}
