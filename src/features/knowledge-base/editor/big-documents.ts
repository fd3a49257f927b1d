// What keeps the editor fast on a huge article (issue 19: a 2,304-row Word tender document, a
// 1,500-row × 38-column sheet). Every key re-renders the path from the document down to the edited
// text, and each level re-renders all its children (a memo check and two WeakMap writes each):
// Slate's chunking (slate-react ≥ 0.117, editor.getChunkSize) splits the document's blocks and a
// table's rows into nested memoized groups, so a key costs the edited group, not every sibling.
// And the browser lays out and paints only the top-level blocks near the screen
// (content-visibility: auto; a block keeps its last measured height while off screen), which also
// spares painting the whole document after each key. Find in page and the caret still reach them.
import type { SystemStyleObject } from '@chakra-ui/react';
import { Editor, type Ancestor } from 'slate';

/** Children per group: small enough that a key re-renders few siblings, large enough to nest shallowly. */
export const CHUNK_SIZE = 64;

/**
 * Chunk the document's blocks and a table's rows (Slate chunks only blocks that hold blocks). Not a
 * table's rows while an import puts them in a few at a time: slate-react's chunk tree, brought up to
 * date after each slice of rows, made the 2,304-row tender document's import never end (the page
 * stopped answering). A table is chunked from its next render after the import.
 */
export function chunkSizeOf(node: Ancestor, importing = false): number | null {
  if (Editor.isEditor(node)) return CHUNK_SIZE;
  return node.type === 'table' && !importing ? CHUNK_SIZE : null;
}

/**
 * The top-level blocks off screen are neither laid out nor painted. The placeholder height is a
 * guess until a block has been shown once; then the browser remembers it (the `auto` keyword).
 */
export const offscreenBlocksCss: SystemStyleObject = {
  '& > [data-slate-node="element"]': { contentVisibility: 'auto', containIntrinsicSize: 'auto 3rem' },
};

/**
 * A table longer than a chunk (issue 19: 1,500 rows × 38 columns) is the one block the browser could
 * not skip: near the caret, each key laid out and walked all of it. Its chunks of rows are each their
 * own <tbody> that is skipped off screen, with columns of one fixed width so that the chunks (each
 * laid out on its own) line up. Smaller tables look as they always did.
 */
export const isBigTable = (rows: number) => rows > CHUNK_SIZE;

export const bigTableCss: SystemStyleObject = {
  '& table.kb-big-table > tbody': { display: 'block', contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' },
  '& table.kb-big-table td, & table.kb-big-table th': { width: '10rem', minWidth: '10rem', maxWidth: '10rem' },
};
