// Reads an imported file off the main thread, so a large file never freezes the screen: CSV (comma
// or semicolon) and tab-separated text, and the first sheet of a spreadsheet (SheetJS, loaded only
// in this worker), become rows of cells. The page gives it a time limit and ends it when the limit
// passes (import-file.ts).
import { read, utils } from 'xlsx';
import { parseDelimited } from '../lib/paste';

export interface ImportRequest {
  name: string;
  buffer: ArrayBuffer;
}

export type ImportAnswer = { rows: string[][] } | { error: 'unsupported' | 'unreadable' };

const TEXT_FILE = /\.(csv|tsv|txt)$/i;
const SPREADSHEET_FILE = /\.(xlsx|xls|ods)$/i;
/** Rows read from a sheet at most: far more values than one import should hold. */
export const SPREADSHEET_MAX_ROWS = 20_000;

/** The delimiter of the first line: whichever of tab, semicolon and comma it has most of. */
export function detectDelimiter(firstLine: string): string {
  const count = (ch: string) => firstLine.split(ch).length - 1;
  return ['\t', ';', ','].reduce((best, ch) => (count(ch) > count(best) ? ch : best), ',');
}

export function readTextRows(buffer: ArrayBuffer): string[][] {
  const text = new TextDecoder('utf-8').decode(buffer).replace(/^\uFEFF/, '');
  return parseDelimited(text, detectDelimiter(text.split(/\r?\n/, 1)[0] ?? ''));
}

/**
 * The first sheet's cells as the text a person sees, dates as YYYY-MM-DD whatever their display
 * format (the rows are then read like a CSV's: import-rows.ts).
 */
export function readSpreadsheetRows(data: ArrayBuffer | Uint8Array): string[][] {
  const workbook = read(data, { type: 'array', cellDates: true, sheetRows: SPREADSHEET_MAX_ROWS });
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

function readRows(name: string, buffer: ArrayBuffer): ImportAnswer {
  if (TEXT_FILE.test(name)) return { rows: readTextRows(buffer) };
  if (SPREADSHEET_FILE.test(name)) return { rows: readSpreadsheetRows(buffer) };
  return { error: 'unsupported' };
}

self.onmessage = (event: MessageEvent<ImportRequest>) => {
  const { name, buffer } = event.data;
  let answer: ImportAnswer;
  try {
    answer = readRows(name, buffer);
  } catch {
    answer = { error: 'unreadable' };
  }
  self.postMessage(answer);
};
