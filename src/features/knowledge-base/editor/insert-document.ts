// Puts an imported document into the editor a slice at a time (issue 19): inserting a 2,000-row
// document in one go kept the page busy for seconds, in Slate's normalization and React's first
// render of it. Each slice holds at most INSERT_SLICE_NODES nodes (a long table goes in a few rows at
// a time) and the page draws a frame between slices, so no task runs long and the progress bar
// moves. The whole import is one undo step; cancelling between slices takes out what went in.
import { Editor, Node, Transforms, type Descendant, type Path } from 'slate';
import { HistoryEditor } from 'slate-history';
import type { ArticleEditor, BlockElement, TableElement, TableRowElement } from './types';

/** Elements and texts per slice: well under 200 ms of work with React's render on a slow phone. */
export const INSERT_SLICE_NODES = 1200;

const sizeOf = (node: Descendant): number =>
  'children' in node ? 1 + (node.children as Descendant[]).reduce((n, c) => n + sizeOf(c), 0) : 1;

type Slice = { blocks: BlockElement[] } | { rows: TableRowElement[]; table: number };

/** The slices for `blocks`, in order; `table` of a rows slice counts blocks from the first inserted. */
export function sliceDocument(blocks: BlockElement[], budget = INSERT_SLICE_NODES): Slice[] {
  const slices: Slice[] = [];
  let group: BlockElement[] = [];
  let groupSize = 0;
  const close = () => {
    if (group.length) slices.push({ blocks: group });
    group = [];
    groupSize = 0;
  };
  blocks.forEach((block, index) => {
    const size = sizeOf(block);
    if (block.type === 'table' && size > budget) {
      close();
      // The table goes in with its first rows, then the others follow in slices of rows.
      let rows: TableRowElement[] = [];
      let rowsSize = 0;
      let first = true;
      const closeRows = () => {
        if (!rows.length) return;
        if (first) slices.push({ blocks: [{ ...block, children: rows } as TableElement] });
        else slices.push({ rows, table: index });
        first = false;
        rows = [];
        rowsSize = 0;
      };
      for (const row of block.children) {
        const rowSize = sizeOf(row);
        if (rows.length && rowsSize + rowSize > budget) closeRows();
        rows.push(row);
        rowsSize += rowSize;
      }
      closeRows();
      return;
    }
    if (group.length && groupSize + size > budget) close();
    group.push(block);
    groupSize += size;
  });
  close();
  return slices;
}

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
  const slices = sliceDocument([...blocks, { type: 'paragraph', children: [{ text: '' }] }]);
  let inserted = 0;
  for (let i = 0; i < slices.length; i++) {
    if (i > 0) {
      await nextFrame();
      if (cancelled()) {
        HistoryEditor.withMerging(editor, () => {
          for (let n = 0; n < inserted; n++) Transforms.removeNodes(editor, { at: [start] });
          if (replace) Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: [start] });
        });
        return false;
      }
    }
    const slice = slices[i]!;
    const apply = () =>
      Editor.withoutNormalizing(editor, () => {
        if (i === 0 && replace) Transforms.removeNodes(editor, { at: [top] });
        if ('blocks' in slice) {
          Transforms.insertNodes(editor, slice.blocks as Descendant[], { at: [start + inserted], select: false });
          inserted += slice.blocks.length;
        } else {
          const table: Path = [start + slice.table];
          const rows = (Node.get(editor, table) as TableElement).children.length;
          Transforms.insertNodes(editor, slice.rows as Descendant[], { at: [...table, rows], select: false });
        }
      });
    if (i === 0) apply();
    else HistoryEditor.withMerging(editor, apply);
    onProgress?.((i + 1) / slices.length);
  }
  Transforms.select(editor, Editor.start(editor, [start + inserted - 1]));
  return true;
}
