// Runs the import worker (workers/import-worker.ts) on a Word document or a workbook: the page
// hears its progress, can cancel it (the worker is ended at once), and gives up after
// IMPORT_TIME_LIMIT_MS on a file too large or too malformed to convert, saying so.
import type { ImportRequest, ImportWorkerMessage } from '../workers/import-worker';
import type { ConvertAnswer, ImportStage } from './convert-office';

export const IMPORT_TIME_LIMIT_MS = 120_000;

export type ImportRun = ConvertAnswer | { error: 'timeout' } | { cancelled: true };

export interface RunningImport {
  result: Promise<ImportRun>;
  cancel: () => void;
}

export function runImport(
  request: ImportRequest,
  onProgress: (stage: ImportStage, fraction: number) => void,
  limitMs = IMPORT_TIME_LIMIT_MS,
): RunningImport {
  const worker = new Worker(new URL('../workers/import-worker.ts', import.meta.url), { type: 'module' });
  let settle: (run: ImportRun) => void = () => undefined;
  const result = new Promise<ImportRun>((resolve) => {
    const timer = setTimeout(() => settle({ error: 'timeout' }), limitMs);
    settle = (run) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(run);
    };
  });
  worker.onmessage = (event: MessageEvent<ImportWorkerMessage>) => {
    const message = event.data;
    if ('progress' in message) onProgress(message.progress.stage, message.progress.fraction);
    else settle(message.answer);
  };
  worker.onerror = () => settle({ error: 'unreadable' });
  worker.postMessage(request, [request.buffer]);
  return { result, cancel: () => settle({ cancelled: true }) };
}
