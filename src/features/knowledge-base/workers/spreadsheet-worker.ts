// Reads a dropped or chosen workbook (.xlsx, .xls, .ods, .csv) off the main thread with SheetJS and
// answers its sheets as HTML tables (spec knowledge base §2: "Excel/xls … as an HTML table"). A
// workbook with several sheets holding data first answers their names and sizes, for the author to
// choose; each chosen sheet then comes under its name. A sheet longer than SPREADSHEET_MAX_ROWS is
// cut there and the answer says how long it was. The page gives the worker a time limit and ends it
// when that passes (lib/read-spreadsheet.ts); the HTML is cleaned by the editor's reader like any
// other.
import { spreadsheetError } from '../../../lib/table-file/read-rows';
import { sheetsHtml, type SpreadsheetAnswer } from '../lib/sheets-html';

export { SPREADSHEET_MAX_ROWS, sheetsHtml, type SheetCut, type SpreadsheetAnswer } from '../lib/sheets-html';

export interface SpreadsheetRequest {
  buffer: ArrayBuffer;
  /** The sheets to read; without it a workbook of several sheets with data answers `workbook`. */
  sheets?: string[];
}

self.onmessage = (event: MessageEvent<SpreadsheetRequest>) => {
  let answer: SpreadsheetAnswer;
  try {
    answer = sheetsHtml(event.data.buffer, event.data.sheets);
  } catch (error) {
    answer = { error: spreadsheetError(event.data.buffer, error) };
  }
  self.postMessage(answer);
};
