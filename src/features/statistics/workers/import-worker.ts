// Reads an imported file off the main thread, so a large file never freezes the screen: CSV (comma
// or semicolon) and tab-separated text become rows of cells. The page gives it a time limit and
// ends it when the limit passes (import-file.ts).
import { parseDelimited } from '../lib/paste';

export interface ImportRequest {
  name: string;
  buffer: ArrayBuffer;
}

export type ImportAnswer = { rows: string[][] } | { error: 'unsupported' | 'unreadable' };

const TEXT_FILE = /\.(csv|tsv|txt)$/i;

/** The delimiter of the first line: whichever of tab, semicolon and comma it has most of. */
export function detectDelimiter(firstLine: string): string {
  const count = (ch: string) => firstLine.split(ch).length - 1;
  return ['\t', ';', ','].reduce((best, ch) => (count(ch) > count(best) ? ch : best), ',');
}

export function readTextRows(buffer: ArrayBuffer): string[][] {
  const text = new TextDecoder('utf-8').decode(buffer).replace(/^\uFEFF/, '');
  return parseDelimited(text, detectDelimiter(text.split(/\r?\n/, 1)[0] ?? ''));
}

self.onmessage = (event: MessageEvent<ImportRequest>) => {
  const { name, buffer } = event.data;
  let answer: ImportAnswer;
  try {
    answer = TEXT_FILE.test(name) ? { rows: readTextRows(buffer) } : { error: 'unsupported' };
  } catch {
    answer = { error: 'unreadable' };
  }
  self.postMessage(answer);
};
