// Runs the import worker on a file with a time limit: a file too large or malformed to read in
// IMPORT_TIME_LIMIT_MS is given up (the worker is ended), and the page says so.
import type { ImportAnswer, ImportRequest } from '../workers/import-worker';

export const IMPORT_TIME_LIMIT_MS = 15_000;

export type ImportRead = ImportAnswer | { error: 'timeout' };

export async function readImportFile(file: File, limitMs = IMPORT_TIME_LIMIT_MS): Promise<ImportRead> {
  const buffer = await file.arrayBuffer();
  const worker = new Worker(new URL('../workers/import-worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<ImportRead>((resolve) => {
      const timer = setTimeout(() => resolve({ error: 'timeout' }), limitMs);
      worker.onmessage = (event: MessageEvent<ImportAnswer>) => {
        clearTimeout(timer);
        resolve(event.data);
      };
      worker.onerror = () => {
        clearTimeout(timer);
        resolve({ error: 'unreadable' });
      };
      const request: ImportRequest = { name: file.name, buffer };
      worker.postMessage(request, [buffer]);
    });
  } finally {
    worker.terminate();
  }
}
