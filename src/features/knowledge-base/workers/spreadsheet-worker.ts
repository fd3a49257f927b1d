// Reads a dropped or chosen workbook (.xlsx, .xls, .ods, .csv) off the main thread with SheetJS and
// answers its sheets as HTML tables (spec knowledge base §2: "Excel/xls … as an HTML table"). A
// workbook with several sheets holding data first answers their names and sizes, for the author to
// choose; each chosen sheet then comes under its name. A sheet longer than SPREADSHEET_MAX_ROWS is
// cut there and the answer says how long it was. The page gives the worker a time limit and ends it
// when that passes (lib/read-spreadsheet.ts); the HTML is cleaned by the editor's reader like any
// other.
import { read, utils, type WorkSheet } from 'xlsx';
import { spreadsheetError, summarizeWorkbook, type SheetSummary } from '../../../lib/table-file/read-rows';

export interface SpreadsheetRequest {
  buffer: ArrayBuffer;
  /** The sheets to read; without it a workbook of several sheets with data answers `workbook`. */
  sheets?: string[];
}

export interface SheetCut {
  sheet: string;
  total: number;
  kept: number;
}

export type SpreadsheetAnswer =
  | { html: string; sheet: string; cut: SheetCut[] }
  | { workbook: SheetSummary[] }
  | { error: 'unreadable' | 'empty' | 'encrypted' | 'oldWord' | 'unsupported' };

/** Rows beyond this are left out, and the author told: a table longer than this is no article. */
export const SPREADSHEET_MAX_ROWS = 5000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function lineCount(sheet: WorkSheet): number {
  const ref = (sheet['!fullref'] as string | undefined) ?? sheet['!ref'];
  return ref ? utils.decode_range(ref).e.r + 1 : 0;
}

export function sheetsHtml(buffer: ArrayBuffer, names?: string[]): SpreadsheetAnswer {
  if (!names) {
    const withData = summarizeWorkbook(buffer).filter((s) => s.rows > 0);
    if (withData.length > 1) return { workbook: summarizeWorkbook(buffer) };
    if (withData.length === 0) return { error: 'empty' };
    names = [withData[0]!.name];
  }
  const workbook = read(buffer, { type: 'array', sheetRows: SPREADSHEET_MAX_ROWS, cellHTML: false, sheets: names });
  const cut: SheetCut[] = [];
  const parts = names.flatMap((name) => {
    const sheet = workbook.Sheets[name];
    if (!sheet?.['!ref']) return [];
    const total = lineCount(sheet);
    const kept = utils.decode_range(sheet['!ref']).e.r + 1;
    if (total > kept) cut.push({ sheet: name, total, kept });
    const table = utils.sheet_to_html(sheet, { header: '', footer: '' });
    return [names.length > 1 ? `<h3>${escapeHtml(name)}</h3>${table}` : table];
  });
  if (parts.length === 0) return { error: 'empty' };
  return { html: parts.join(''), sheet: names[0]!, cut };
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
