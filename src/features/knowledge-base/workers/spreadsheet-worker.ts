// Reads a dropped .xls/.xlsx off the main thread with SheetJS and answers its first sheet as an HTML
// table (spec knowledge base §2: "Excel/xls (first sheet as an HTML table)"). The page gives it a
// time limit and ends it when that passes (lib/read-spreadsheet.ts); the HTML is cleaned by the
// editor's reader like any other.
import { read, utils } from 'xlsx';

export interface SpreadsheetRequest {
  buffer: ArrayBuffer;
}
export type SpreadsheetAnswer = { html: string; sheet: string } | { error: 'unreadable' | 'empty' };

/** Rows beyond this are left out: a table longer than this is no article. */
export const SPREADSHEET_MAX_ROWS = 5000;

export function firstSheetHtml(buffer: ArrayBuffer): SpreadsheetAnswer {
  const workbook = read(buffer, { type: 'array', sheetRows: SPREADSHEET_MAX_ROWS, cellHTML: false });
  const name = workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!name || !sheet || !sheet['!ref']) return { error: 'empty' };
  return { html: utils.sheet_to_html(sheet, { header: '', footer: '' }), sheet: name };
}

self.onmessage = (event: MessageEvent<SpreadsheetRequest>) => {
  let answer: SpreadsheetAnswer;
  try {
    answer = firstSheetHtml(event.data.buffer);
  } catch {
    answer = { error: 'unreadable' };
  }
  self.postMessage(answer);
};
