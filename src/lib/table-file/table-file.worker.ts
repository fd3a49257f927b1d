// Reads a table file off the main thread (read-rows.ts), so a large file never freezes the screen;
// the page gives it a time limit (read-table-file.ts). `sheets`: the workbook's sheets to read, once
// the person chose them.
import { readTableRows, type TableFileAnswer } from './read-rows';

export interface TableFileRequest {
  name: string;
  buffer: ArrayBuffer;
  sheets?: string[];
}

self.onmessage = (event: MessageEvent<TableFileRequest>) => {
  const answer: TableFileAnswer = readTableRows(event.data.name, event.data.buffer, event.data.sheets);
  self.postMessage(answer);
};
