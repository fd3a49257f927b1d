// Reads a table file off the main thread, so a large file never freezes the screen: CSV (comma or
// semicolon) and tab-separated text, and the first sheet of a spreadsheet (SheetJS, loaded only in
// this worker), become rows of cells shown as a person sees them (dates as YYYY-MM-DD).
import { read, utils } from 'xlsx';
import { detectDelimiter, parseDelimited } from './parse-delimited';

export interface TableFileRequest {
  name: string;
  buffer: ArrayBuffer;
}
export type TableFileAnswer = { rows: string[][] } | { error: 'unsupported' | 'unreadable' };

const TEXT_FILE = /\.(csv|tsv|txt)$/i;
const SPREADSHEET_FILE = /\.(xlsx|xls|ods)$/i;
export const TABLE_FILE_MAX_ROWS = 20_000;

function readRows(name: string, buffer: ArrayBuffer): TableFileAnswer {
  if (TEXT_FILE.test(name)) {
    const text = new TextDecoder('utf-8').decode(buffer).replace(/^\uFEFF/, '');
    return { rows: parseDelimited(text, detectDelimiter(text.split(/\r?\n/, 1)[0] ?? '')) };
  }
  if (!SPREADSHEET_FILE.test(name)) return { error: 'unsupported' };
  const workbook = read(buffer, { type: 'array', cellDates: true, sheetRows: TABLE_FILE_MAX_ROWS });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) return { rows: [] };
  return {
    rows: utils.sheet_to_json<string[]>(sheet, {
      header: 1,
      raw: false,
      defval: '',
      dateNF: 'yyyy-mm-dd',
      blankrows: false,
    }),
  };
}

self.onmessage = (event: MessageEvent<TableFileRequest>) => {
  let answer: TableFileAnswer;
  try {
    answer = readRows(event.data.name, event.data.buffer);
  } catch {
    answer = { error: 'unreadable' };
  }
  self.postMessage(answer);
};
