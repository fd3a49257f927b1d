// What the writer sees in the editor against what its HTML holds (issue 20): the body is written
// out only when reading that HTML back gives the same text, so a save can never carry less text
// than the editor shows. White space is left out of the comparison: HTML collapses it.
//
// Issue 19: reading the whole body back on every pause in typing froze a 2,000-row article for a
// second. Slate never changes a node in place (an edit gives new objects along the edited path and
// keeps every other node), so the check and the HTML are kept per top-level block, and a table's
// check per row, in WeakMaps keyed by the node: a pause costs the edited block (its edited row for a
// table), not the document. The blocks' HTML is written one after another (slateToHtml does the
// same), so the document keeps its text when each block does.
import { Node } from 'slate';
import { htmlToSlate } from './html-to-slate';
import { blockToHtml, isEmptyDocument } from './slate-to-html';
import type { ArticleDocument, BlockElement, TableElement, TableRowElement } from './types';

/** The text a reader sees, without white space. */
export const visibleText = (nodes: readonly Node[]) =>
  nodes
    .map((node) => Node.string(node))
    .join('')
    .replace(/\s+/g, '');

const blockHtml = new WeakMap<BlockElement, string>();
const keepsText = new WeakMap<BlockElement | TableRowElement, boolean>();

function htmlOf(block: BlockElement): string {
  let html = blockHtml.get(block);
  if (html === undefined) {
    html = blockToHtml(block);
    blockHtml.set(block, html);
  }
  return html;
}

/** True when the node's HTML, read back, shows the node's text (a table checks row by row). */
function keeps(node: BlockElement | TableRowElement): boolean {
  let ok = keepsText.get(node);
  if (ok !== undefined) return ok;
  if (node.type === 'table') ok = node.children.every(keeps);
  else {
    // A row is written as a table of that row alone: the same cells, the same reading back.
    const html =
      node.type === 'table-row' ? blockToHtml({ type: 'table', children: [node] } as TableElement) : htmlOf(node);
    ok = visibleText(htmlToSlate(html)) === visibleText([node]);
  }
  keepsText.set(node, ok);
  return ok;
}

/**
 * Checks what is not checked yet, a block (a table row) at a time while `hasTime()` says so, so the
 * first pause after opening a huge article does not check it all at once; true when all is checked.
 */
export function checkAhead(document: readonly Node[], hasTime: () => boolean): boolean {
  try {
    for (const block of document as ArticleDocument) {
      if (keepsText.has(block)) continue;
      if (block.type === 'table') {
        for (const row of block.children) {
          if (keepsText.has(row)) continue;
          if (!hasTime()) return false;
          keeps(row);
        }
      }
      if (!hasTime()) return false;
      keeps(block);
    }
  } catch {
    // checkedHtml says so when it is asked
  }
  return true;
}

/** The document as HTML, or null when the HTML would lose text the document shows (or cannot be written). */
export function checkedHtml(document: readonly Node[]): string | null {
  try {
    const blocks = document as ArticleDocument;
    if (isEmptyDocument(blocks)) return '';
    return blocks.every(keeps) ? blocks.map(htmlOf).join('') : null;
  } catch {
    return null;
  }
}
