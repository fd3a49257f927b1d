// A workbook's chosen sheets as HTML tables (SheetJS), with the row cap: used by the spreadsheet
// worker (an article's stored workbook) and the import worker (a workbook put in the editor). Each
// runs it off the main thread.
import { read, utils, type WorkSheet } from 'xlsx';
import { summarizeWorkbook, type SheetSummary } from '../../../lib/table-file/read-rows';

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
