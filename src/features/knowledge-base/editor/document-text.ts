// What the writer sees in the editor against what its HTML holds (issue 20): the body is written
// out only when reading that HTML back gives the same text, so a save can never carry less text
// than the editor shows. White space is left out of the comparison: HTML collapses it.
import { Node } from 'slate';
import { htmlToSlate } from './html-to-slate';
import { slateToHtml } from './slate-to-html';
import type { ArticleDocument } from './types';

/** The text a reader sees, without white space. */
export const visibleText = (nodes: readonly Node[]) =>
  nodes
    .map((node) => Node.string(node))
    .join('')
    .replace(/\s+/g, '');

/** The document as HTML, or null when the HTML would lose text the document shows (or cannot be written). */
export function checkedHtml(document: readonly Node[]): string | null {
  try {
    const html = slateToHtml(document as ArticleDocument);
    return visibleText(htmlToSlate(html)) === visibleText(document) ? html : null;
  } catch {
    return null;
  }
}
