// Writes the editor's document as HTML: one fixed form per element (html-to-slate.ts reads exactly
// this form back), no whitespace between tags, marks nested in one order. Only what the document
// model can hold is written, and every URL in it passed safe-url.ts, so the result needs no further
// cleaning. An empty document is the empty string (the form's "no body").
import { alignStyle, colorStyle } from '../../../../contract/article-format';
import type {
  ArticleDocument,
  BlockAlign,
  BlockElement,
  FormattedText,
  InlineNode,
  ListElement,
  TableCellElement,
  TableElement,
} from './types';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => ESCAPES[ch]!);

/** Outermost first; html-to-slate merges them in any order. */
const MARK_TAGS = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['strikethrough', 's'],
  ['code', 'code'],
  ['superscript', 'sup'],
  ['subscript', 'sub'],
] as const;

function textToHtml(leaf: FormattedText): string {
  if (!leaf.text) return '';
  let html = escapeHtml(leaf.text).replace(/\n/g, '<br>');
  for (let i = MARK_TAGS.length - 1; i >= 0; i--) {
    const [mark, tag] = MARK_TAGS[i]!;
    if (leaf[mark]) html = `<${tag}>${html}</${tag}>`;
  }
  // The colour outermost, in the one form the server keeps (contract/article-format.ts).
  if (leaf.color) html = `<span style="${colorStyle(leaf.color)}">${html}</span>`;
  return html;
}

function inlinesToHtml(children: InlineNode[]): string {
  return children
    .map((child) =>
      'type' in child
        ? `<a href="${escapeHtml(child.url)}"${child.id ? ` id="${escapeHtml(child.id)}"` : ''}>${child.children.map(textToHtml).join('')}</a>`
        : textToHtml(child),
    )
    .join('');
}

function listToHtml(list: ListElement): string {
  const tag = list.type === 'numbered-list' ? 'ol' : 'ul';
  let items = '';
  let open = false; // an <li> waits for a nested list that may follow it
  for (const child of list.children) {
    if (child.type === 'list-item') {
      if (open) items += '</li>';
      items += `<li${child.id ? ` id="${escapeHtml(child.id)}"` : ''}>${inlinesToHtml(child.children)}`;
      open = true;
    } else {
      // A list with no item before it still needs an <li> to be valid HTML.
      if (!open) items += '<li>';
      items += listToHtml(child);
      open = true;
    }
  }
  if (open) items += '</li>';
  const start = list.type === 'numbered-list' && list.start !== undefined ? ` start="${list.start}"` : '';
  return `<${tag}${start}>${items}</${tag}>`;
}

/** The style attribute of an aligned block (in the attribute order the server writes). */
const alignAttribute = (align: BlockAlign | undefined) => (align ? ` style="${alignStyle(align)}"` : '');

function cellToHtml(cell: TableCellElement): string {
  const tag = cell.header ? 'th' : 'td';
  const spans =
    (cell.colSpan && cell.colSpan > 1 ? ` colspan="${cell.colSpan}"` : '') +
    (cell.rowSpan && cell.rowSpan > 1 ? ` rowspan="${cell.rowSpan}"` : '');
  return `<${tag}${spans}${alignAttribute(cell.align)}>${inlinesToHtml(cell.children)}</${tag}>`;
}

function tableToHtml(table: TableElement): string {
  const rows = table.children.map((row) => `<tr>${row.children.map(cellToHtml).join('')}</tr>`);
  // Leading rows of header cells only are the table's head.
  let headRows = 0;
  while (headRows < table.children.length && table.children[headRows]!.children.every((cell) => cell.header)) {
    headRows++;
  }
  // A browser ends a row span at the end of <thead>: a head cell spanning into the body keeps the body.
  const spansOut = table.children
    .slice(0, headRows)
    .some((row, r) => row.children.some((cell) => r + (cell.rowSpan ?? 1) > headRows));
  if (headRows === table.children.length || spansOut) headRows = 0;
  const head = headRows ? `<thead>${rows.slice(0, headRows).join('')}</thead>` : '';
  return `<table>${head}<tbody>${rows.slice(headRows).join('')}</tbody></table>`;
}

export function blockToHtml(block: BlockElement): string {
  switch (block.type) {
    case 'paragraph':
      return `<p${alignAttribute(block.align)}>${inlinesToHtml(block.children)}</p>`;
    case 'heading':
      return `<h${block.level}${alignAttribute(block.align)}>${inlinesToHtml(block.children)}</h${block.level}>`;
    case 'blockquote':
      return `<blockquote>${block.children.map(blockToHtml).join('')}</blockquote>`;
    case 'code-block':
      return `<pre><code>${escapeHtml(block.children.map((leaf) => leaf.text).join(''))}</code></pre>`;
    case 'bulleted-list':
    case 'numbered-list':
      return listToHtml(block);
    case 'table':
      return tableToHtml(block);
    case 'image':
      return `<img src="${escapeHtml(block.url)}" alt="${escapeHtml(block.alt)}">`;
    case 'embed':
      return `<iframe src="${escapeHtml(block.url)}" title="Video" allowfullscreen></iframe>`;
    case 'divider':
      return '<hr>';
  }
}

/** True for a document with no text and nothing embedded. */
export function isEmptyDocument(document: ArticleDocument): boolean {
  return (
    document.length === 0 ||
    (document.length === 1 &&
      document[0]!.type === 'paragraph' &&
      document[0]!.children.every((child) => !('type' in child) && child.text === ''))
  );
}

export function slateToHtml(document: ArticleDocument): string {
  return isEmptyDocument(document) ? '' : document.map(blockToHtml).join('');
}
