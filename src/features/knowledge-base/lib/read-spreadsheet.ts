// Runs the spreadsheet worker on a dropped file (or a stored one shown in an article) with a time
// limit: a workbook too large or too malformed to read in SPREADSHEET_TIME_LIMIT_MS is given up (the
// worker is ended) and the editor, or the article's viewer, says so. A workbook of several sheets is
// read twice: once for its sheets' names, then for those chosen (`sheets`).
import type { SpreadsheetAnswer, SpreadsheetRequest } from '../workers/spreadsheet-worker';

export const SPREADSHEET_TIME_LIMIT_MS = 20_000;

export type SpreadsheetRead = SpreadsheetAnswer | { error: 'timeout' };

export async function readSpreadsheet(
  file: Blob,
  sheets?: string[],
  limitMs = SPREADSHEET_TIME_LIMIT_MS,
): Promise<SpreadsheetRead> {
  const buffer = await file.arrayBuffer();
  const worker = new Worker(new URL('../workers/spreadsheet-worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<SpreadsheetRead>((resolve) => {
      const timer = setTimeout(() => resolve({ error: 'timeout' }), limitMs);
      worker.onmessage = (event: MessageEvent<SpreadsheetAnswer>) => {
        clearTimeout(timer);
        resolve(event.data);
      };
      worker.onerror = () => {
        clearTimeout(timer);
        resolve({ error: 'unreadable' });
      };
      const request: SpreadsheetRequest = { buffer, sheets };
      worker.postMessage(request, [buffer]);
    });
  } finally {
    worker.terminate();
  }
}
