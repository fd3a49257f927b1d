// Puts an imported document into the editor a slice at a time (issue 19): inserting a 2,000-row
// document in one go kept the page busy for seconds, in Slate's normalization and React's render of
// it. A slice is a few blocks, or a few rows of a long table (the table goes in with its first rows,
// the others follow), and the page draws a frame between slices, so the progress bar moves and a
// key pressed meanwhile is handled. The slice's size follows what the last one cost (its work and
// React's render of it, not the wait for the frame), aiming at SLICE_TARGET_MS whatever the machine
// or its load. The whole import is one undo step; cancelling between slices takes out what went in.
import { Editor, Node, Transforms, type Descendant } from 'slate';
import { HistoryEditor } from 'slate-history';
import type { ArticleEditor, BlockElement, TableElement } from './types';

/** What a slice should cost, render included: far below the 200 ms an import's task may take. */
export const SLICE_TARGET_MS = 50;
/** Elements and texts in the first slice, before any has been timed. */
export const FIRST_SLICE_NODES = 200;
/** However slow the last slice, the next holds this many (a slice also pays for a frame). */
const MIN_SLICE_NODES = 60;

const sizeOf = (node: Descendant): number =>
  'children' in node ? 1 + (node.children as Descendant[]).reduce((n, c) => n + sizeOf(c), 0) : 1;

/**
 * Resolves after the tasks already queued, React's render of the last change among them (React
 * schedules it through a MessageChannel message too, and messages keep their order).
 */
const afterQueuedTasks = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Waits for the browser to draw a frame and handle input (a hidden tab gets no frames: a timer then). */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 50);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
  });

export interface InsertOptions {
  /** Checked between slices: true ends the insertion and takes out what went in. */
  cancelled?: () => boolean;
  onProgress?: (fraction: number) => void;
}

/**
 * Inserts `blocks` after the block the caret is in (replacing it when it is an empty paragraph),
 * then an empty paragraph to go on typing in; false when cancelled (the document is as before).
 */
export async function insertDocument(
  editor: ArticleEditor,
  blocks: BlockElement[],
  { cancelled = () => false, onProgress }: InsertOptions = {},
): Promise<boolean> {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
  const top = editor.selection!.anchor.path[0]!;
  const topBlock = editor.children[top] as BlockElement | undefined;
  const replace = topBlock?.type === 'paragraph' && Node.string(topBlock) === '';
  const start = replace ? top : top + 1;
  const all: BlockElement[] = [...blocks, { type: 'paragraph', children: [{ text: '' }] }];
  const total = all.reduce((n, block) => n + sizeOf(block), 0);

  let budget = FIRST_SLICE_NODES;
  let block = 0; // the next block to insert (or the table being filled)
  let row = 0; // in a table being filled, the next row
  let done = 0;
  let first = true;
  while (block < all.length) {
    if (!first) {
      if (cancelled()) {
        HistoryEditor.withMerging(editor, () => {
          for (let n = 0; n < block + (row ? 1 : 0); n++) Transforms.removeNodes(editor, { at: [start] });
          if (replace) Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: [start] });
        });
        return false;
      }
    }
    const began = performance.now();
    const apply = () =>
      Editor.withoutNormalizing(editor, () => {
        if (first && replace) Transforms.removeNodes(editor, { at: [top] });
        let size = 0;
        const take: BlockElement[] = [];
        // Rows of the table being filled first, then whole blocks; a long table starts with its first rows.
        if (row > 0) {
          const table = all[block] as TableElement;
          const rows = [];
          while (row < table.children.length && (rows.length === 0 || size < budget)) {
            const next = table.children[row++]!;
            rows.push(next);
            size += sizeOf(next);
          }
          const at = [start + block];
          const have = (Node.get(editor, at) as TableElement).children.length;
          Transforms.insertNodes(editor, rows as Descendant[], { at: [...at, have], select: false });
          if (row >= table.children.length) {
            block++;
            row = 0;
          }
        }
        while (block < all.length && size < budget && row === 0) {
          const next = all[block]!;
          const nextSize = sizeOf(next);
          if (next.type === 'table' && nextSize > budget - size && next.children.length > 1) {
            // Its first rows now, the others in the next slices.
            const rows = [];
            let rowsSize = 0;
            while (row < next.children.length - 1 && (rows.length === 0 || size + rowsSize < budget)) {
              const r = next.children[row++]!;
              rows.push(r);
              rowsSize += sizeOf(r);
            }
            take.push({ ...next, children: rows });
            size += rowsSize;
            break;
          }
          take.push(next);
          size += nextSize;
          block++;
        }
        const at = start + block - take.length + (row > 0 ? 1 : 0);
        if (take.length) Transforms.insertNodes(editor, take as Descendant[], { at: [at], select: false });
        done += size;
      });
    if (first) apply();
    else HistoryEditor.withMerging(editor, apply);
    first = false;
    onProgress?.(Math.min(1, done / total));
    await afterQueuedTasks();
    const worked = performance.now() - began;
    await nextFrame();
    // The next slice in proportion to what this one's work cost (within limits, so one odd slice does
    // not swing it). Not the frame's drawing: laying out a long table again costs the same whatever
    // the slice added, so smaller slices would only mean more frames, each paying it again.
    const took = Math.max(1, worked);
    budget = Math.round(Math.min(budget * 2, Math.max(budget / 2, (budget * SLICE_TARGET_MS) / took)));
    budget = Math.max(MIN_SLICE_NODES, budget);
  }
  Transforms.select(editor, Editor.start(editor, [start + all.length - 1]));
  return true;
}
