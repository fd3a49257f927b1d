// The import worker: a Word document or a workbook put in the article editor is converted here,
// into the editor's document, so the page stays responsive whatever the file's size (issue 19).
// It reports progress as it goes; the page ends it to cancel or when the time limit passes
// (lib/run-import.ts). The conversion itself is lib/convert-office.ts.
import { convertWord, convertWorkbook, type ConvertAnswer, type ImportStage } from '../lib/convert-office';

export type ImportRequest =
  { kind: 'word'; buffer: ArrayBuffer; idPrefix: string } | { kind: 'excel'; buffer: ArrayBuffer; sheets?: string[] };

export type ImportWorkerMessage = { progress: { stage: ImportStage; fraction: number } } | { answer: ConvertAnswer };

let lastPost = 0;
const progress = (stage: ImportStage, fraction: number) => {
  // At most a few messages a second: the page redraws its bar for each.
  const now = performance.now();
  if (fraction > 0 && fraction < 1 && now - lastPost < 100) return;
  lastPost = now;
  self.postMessage({ progress: { stage, fraction } } satisfies ImportWorkerMessage);
};

self.onmessage = async (event: MessageEvent<ImportRequest>) => {
  const request = event.data;
  let answer: ConvertAnswer;
  try {
    answer =
      request.kind === 'word'
        ? await convertWord(request.buffer, request.idPrefix, progress)
        : convertWorkbook(request.buffer, request.sheets, progress);
  } catch {
    answer = { error: 'unreadable' };
  }
  const transfer = 'pictures' in answer ? answer.pictures.map((p) => p.bytes) : [];
  self.postMessage({ answer } satisfies ImportWorkerMessage, { transfer });
};
