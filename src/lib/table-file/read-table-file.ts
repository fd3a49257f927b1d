// Runs the table-file worker on a file with a time limit: a file too large or malformed to read in
// the limit is given up (the worker is ended) and the caller is told so. A workbook is read twice:
// once for its sheets' names, then for the sheets chosen (`sheets`).
import type { TableFileAnswer, TableFileError } from './read-rows';
import type { TableFileRequest } from './table-file.worker';

export const TABLE_FILE_TIME_LIMIT_MS = 15_000;

export type TableFileRead = TableFileAnswer | { error: 'timeout' };

export async function readTableFile(
  file: File,
  sheets?: string[],
  limitMs = TABLE_FILE_TIME_LIMIT_MS,
): Promise<TableFileRead> {
  const buffer = await file.arrayBuffer();
  const worker = new Worker(new URL('./table-file.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<TableFileRead>((resolve) => {
      const timer = setTimeout(() => resolve({ error: 'timeout' }), limitMs);
      worker.onmessage = (event: MessageEvent<TableFileAnswer>) => {
        clearTimeout(timer);
        resolve(event.data);
      };
      worker.onerror = () => {
        clearTimeout(timer);
        resolve({ error: 'unreadable' });
      };
      const request: TableFileRequest = { name: file.name, buffer, sheets };
      worker.postMessage(request, [buffer]);
    });
  } finally {
    worker.terminate();
  }
}

export type FirstTableRead = { rows: string[][] } | { error: TableFileError | 'timeout' };

/** The first sheet holding data, for imports that take one table (people). */
export async function readFirstTable(file: File): Promise<FirstTableRead> {
  let answer = await readTableFile(file);
  if ('workbook' in answer) {
    const first = answer.workbook.find((s) => s.rows > 0);
    if (!first) return { rows: [] };
    answer = await readTableFile(file, [first.name]);
  }
  if ('error' in answer) return answer;
  return 'sheets' in answer ? { rows: answer.sheets[0]?.rows ?? [] } : { rows: [] };
}
