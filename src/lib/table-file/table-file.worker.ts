// Reads a table file off the main thread (read-rows.ts), so a large file never freezes the screen;
// the page gives it a time limit (read-table-file.ts).
import { readTableRows, type TableFileAnswer } from './read-rows';

export interface TableFileRequest {
  name: string;
  buffer: ArrayBuffer;
}

self.onmessage = (event: MessageEvent<TableFileRequest>) => {
  const answer: TableFileAnswer = readTableRows(event.data.name, event.data.buffer);
  self.postMessage(answer);
};
