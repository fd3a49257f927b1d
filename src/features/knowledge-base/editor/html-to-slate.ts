// Reads HTML into the editor's document: an article from the server, a pasted page, a converted Word
// document or spreadsheet. The HTML is parsed into an inert document (DOMParser on the page; in the
// import worker, which has no DOM, @xmldom/xmldom reads the well-formed HTML mammoth and SheetJS
// write: workers/import-worker.ts) and only what the document model can hold is taken from it, by
// the same code either way (it needs only the few node properties of HtmlNode); unknown elements give
// their text, scripts and styles give nothing, unsafe URLs are dropped. So the result, written back
// by slate-to-html.ts, is clean HTML whatever came in. The output is already in Slate's normal form
// (text around every link, equal neighbouring texts merged), so opening it changes nothing.
import { readArticleStyle } from '../../../../contract/article-format';
import { toEmbedUrl } from '../lib/embed-url';
import { safeImageUrl, safeLinkUrl } from './safe-url';
import {
  ANCHOR_ID,
  MARKS,
  emptyDocument,
  type ArticleDocument,
  type BlockAlign,
  type BlockElement,
  type FormattedText,
  type HeadingLevel,
  type InlineNode,
  type ListElement,
  type ListItemElement,
  type Mark,
  type TableCellElement,
  type TableElement,
  type TableRowElement,
} from './types';

type Marks = Omit<FormattedText, 'text'>;

/** The part of a parsed HTML node the reader uses (a browser's DOM node and @xmldom/xmldom's both have it). */
export interface HtmlNode {
  nodeType: number;
  nodeName: string;
  childNodes: ArrayLike<HtmlNode>;
  textContent: string | null;
  getAttribute?: (name: string) => string | null;
}
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const tagOf = (node: HtmlNode) => node.nodeName.toLowerCase();
const attr = (node: HtmlNode, name: string) => node.getAttribute?.(name) ?? null;
const childrenOf = (node: HtmlNode): HtmlNode[] => Array.from(node.childNodes);
const elementsOf = (node: HtmlNode) => childrenOf(node).filter((child) => child.nodeType === ELEMENT_NODE);

/** An element's inline style as lower-case property → value (what element.style would answer). */
function styleOf(element: HtmlNode): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of (attr(element, 'style') ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim()
      .toLowerCase();
    style[declaration.slice(0, colon).trim().toLowerCase()] = value;
  }
  return style;
}

const DROPPED = new Set([
  'script',
  'style',
  'template',
  'object',
  'embed',
  'svg',
  'math',
  'noscript',
  'textarea',
  'select',
  'button',
  'head',
  'title',
  'meta',
  'link',
  'audio',
  'video',
  'canvas',
]);
const CONTAINERS = new Set([
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'figure',
  'figcaption',
  'center',
  'address',
  'dl',
  'dt',
  'dd',
  'details',
  'summary',
  'form',
  'fieldset',
  'li',
  'body',
]);
const MARK_TAGS: Record<string, Mark> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  code: 'code',
  kbd: 'code',
  samp: 'code',
  tt: 'code',
  sup: 'superscript',
  sub: 'subscript',
};

/** Marks an element adds, from its tag and its inline style (pasted Google Docs and Word HTML). */
function marksOf(element: HtmlNode, marks: Marks): Marks {
  const tag = tagOf(element);
  const next: Marks = { ...marks };
  const style = styleOf(element);
  const weight = style['font-weight'] ?? '';
  const tagMark = MARK_TAGS[tag];
  // Google Docs wraps whole pastes in <b style="font-weight:normal">.
  if (tagMark && !(tagMark === 'bold' && (weight === 'normal' || weight === '400'))) next[tagMark] = true;
  if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) next.bold = true;
  if (style['font-style'] === 'italic') next.italic = true;
  const decoration = `${style['text-decoration'] ?? ''} ${style['text-decoration-line'] ?? ''}`;
  if (decoration.includes('underline')) next.underline = true;
  if (decoration.includes('line-through')) next.strikethrough = true;
  // A colour of the editor's palette (any other, such as the black every Google Docs run carries, is
  // not kept: contract/article-format.ts).
  const { color } = readArticleStyle(attr(element, 'style') ?? '');
  if (color) next.color = color;
  return next;
}

const sameMarks = (a: FormattedText, b: FormattedText) =>
  MARKS.every((mark) => Boolean(a[mark]) === Boolean(b[mark])) && a.color === b.color;

/** The alignment of a paragraph, heading or cell, from its style (left, the default, is not kept). */
function alignOf(element: HtmlNode): { align?: BlockAlign } {
  const { align } = readArticleStyle(attr(element, 'style') ?? '');
  return align && align !== 'left' ? { align } : {};
}
const leaf = (text: string, marks: Marks): FormattedText => ({ text, ...marks });
const isText = (node: InlineNode): node is FormattedText => !('type' in node);

/** Slate's normal form for inline children: merged equal texts, a text before, between and after links. */
function normalizeInlines(nodes: InlineNode[]): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (isText(node)) {
      if (last && isText(last) && (sameMarks(last, node) || !last.text)) {
        out[out.length - 1] = last.text ? { ...last, text: last.text + node.text } : node;
      } else if (last && isText(last) && !node.text) {
        continue;
      } else out.push(node);
    } else {
      if (!last || !isText(last)) out.push({ text: '' });
      out.push(node);
    }
  }
  const last = out[out.length - 1];
  if (!last || !isText(last)) out.push({ text: '' });
  return out;
}

/**
 * Collapses spaces as a browser shows them, across the block's texts: none at its start or end, none
 * around a line break, one where several meet. (Done on the joined text, so a space left alone in a
 * bold text at the end goes too, and reading the result again changes nothing.)
 */
function trimInlines(nodes: InlineNode[]): InlineNode[] {
  const copies = nodes.map((node) =>
    isText(node) ? { ...node } : { ...node, children: node.children.map((c) => ({ ...c })) },
  );
  const texts = copies.flatMap((node) => (isText(node) ? [node] : node.children));
  const chars = texts.flatMap((leaf, i) => [...leaf.text].map((ch) => ({ ch, leaf: i, keep: true })));
  let before = '\n'; // the block's start counts as a line start
  for (const c of chars) {
    if (c.ch === ' ' && (before === ' ' || before === '\n')) c.keep = false;
    else before = c.ch;
  }
  let after = '\n';
  for (let i = chars.length - 1; i >= 0; i--) {
    const c = chars[i]!;
    if (!c.keep) continue;
    if (c.ch === ' ' && after === '\n') c.keep = false;
    else after = c.ch;
  }
  const kept = texts.map(() => [] as string[]);
  for (const c of chars) if (c.keep) kept[c.leaf]!.push(c.ch);
  texts.forEach((leaf, i) => {
    leaf.text = kept[i]!.join('');
  });
  return copies.filter((node) => isText(node) || node.children.some((child) => child.text));
}

const blank = (nodes: InlineNode[]) => nodes.every((node) => isText(node) && !node.text);

interface Walk {
  blocks: BlockElement[];
  pending: InlineNode[];
}

/** Ends the run of loose inline content as a paragraph (if it holds any text). */
function flush(walk: Walk, always = false, align: { align?: BlockAlign } = {}): void {
  const children = normalizeInlines(trimInlines(walk.pending));
  walk.pending = [];
  if (always || !blank(children)) walk.blocks.push({ type: 'paragraph', ...align, children });
}

/** Block content flattened to inline content (inside a heading, table cell, list item or link). */
function blocksToInlines(blocks: BlockElement[]): InlineNode[] {
  const lines = blocks.map((block): InlineNode[] => {
    switch (block.type) {
      case 'paragraph':
      case 'heading':
        return block.children;
      case 'blockquote':
        return blocksToInlines(block.children);
      case 'code-block':
        return block.children.map((child) => ({ ...child, code: true }));
      case 'bulleted-list':
      case 'numbered-list':
        return listToInlines(block);
      case 'table':
        return block.children.flatMap((row, r) => [
          ...(r ? [{ text: '\n' }] : []),
          ...row.children.flatMap((cell, c) => [...(c ? [{ text: ' ' }] : []), ...cell.children]),
        ]);
      default:
        return [];
    }
  });
  return lines.filter((line) => !blank(line)).flatMap((line, i) => (i ? [{ text: '\n' }, ...line] : line));
}

function listToInlines(list: ListElement): InlineNode[] {
  return list.children.flatMap((child, i) => [
    ...(i ? [{ text: '\n' }] : []),
    ...(child.type === 'list-item' ? child.children : listToInlines(child)),
  ]);
}

function readInlines(nodes: Iterable<HtmlNode>, marks: Marks): InlineNode[] {
  return normalizeInlines(trimInlines(blocksToInlines(readBlocks(nodes, marks))));
}

function readList(element: HtmlNode, marks: Marks): ListElement | null {
  const children: (ListItemElement | ListElement)[] = [];
  for (const child of childrenOf(element)) {
    const tag = child.nodeType === ELEMENT_NODE ? tagOf(child) : '';
    if (tag === 'ul' || tag === 'ol') {
      const nested = readList(child, marks);
      if (nested) children.push(nested);
      continue;
    }
    // An <li>, or stray content directly in the list, is one item; its nested lists follow it.
    const blocks = readBlocks(tag === 'li' ? childrenOf(child) : [child], marks);
    const nested = blocks.filter((b): b is ListElement => b.type === 'bulleted-list' || b.type === 'numbered-list');
    const inlines = normalizeInlines(
      trimInlines(blocksToInlines(blocks.filter((b) => !nested.includes(b as ListElement)))),
    );
    if (tag === 'li' || !blank(inlines)) children.push({ type: 'list-item', ...anchorId(child), children: inlines });
    children.push(...nested);
  }
  if (children.length === 0) return null;
  if (tagOf(element) !== 'ol') return { type: 'bulleted-list', children };
  const start = Number.parseInt(attr(element, 'start') ?? '', 10);
  return {
    type: 'numbered-list',
    ...(Number.isInteger(start) && start >= 0 && start !== 1 && start < 10_000 ? { start } : {}),
    children,
  };
}

/** An element's anchor id, when it has the form an article keeps. */
function anchorId(element: HtmlNode): { id?: string } {
  const id = attr(element, 'id');
  return id && ANCHOR_ID.test(id) ? { id } : {};
}

function span(element: HtmlNode, name: string): number | undefined {
  const value = Number.parseInt(attr(element, name) ?? '', 10);
  return Number.isFinite(value) && value > 1 ? Math.min(value, 1000) : undefined;
}

/**
 * What reading moved or could not keep, for the import's report. A cell holds text and links only
 * (types.ts), so a picture or a table inside a cell (Word documents have both) is placed after the
 * table it was in rather than dropped; these count how many.
 */
export interface ReadNotes {
  picturesOutOfCells: number;
  tablesOutOfCells: number;
}
let notes: ReadNotes = { picturesOutOfCells: 0, tablesOutOfCells: 0 };
/** How many tables the reader is inside (what a nested table moves out is counted once, at the outermost). */
let tableDepth = 0;

/** A table, and the pictures and tables its cells held (placed after it, in order). */
function readTable(table: HtmlNode, marks: Marks): { table: TableElement | null; moved: BlockElement[] } {
  const rows: TableRowElement[] = [];
  const moved: BlockElement[] = [];
  const readRow = (tr: HtmlNode, inHead: boolean) => {
    const cells: TableCellElement[] = [];
    for (const element of elementsOf(tr)) {
      const tag = tagOf(element);
      if (tag !== 'td' && tag !== 'th') continue;
      const blocks = readBlocks(childrenOf(element), marks);
      const out: BlockElement[] = blocks.filter((b) => b.type === 'image' || b.type === 'table');
      for (const block of tableDepth === 1 ? out : []) {
        if (block.type === 'image') notes.picturesOutOfCells++;
        else notes.tablesOutOfCells++;
      }
      moved.push(...out);
      const node: TableCellElement = {
        type: 'table-cell',
        ...alignOf(element),
        children: normalizeInlines(trimInlines(blocksToInlines(blocks.filter((b) => !out.includes(b))))),
      };
      if (tag === 'th' || inHead) node.header = true;
      const colSpan = span(element, 'colspan');
      const rowSpan = span(element, 'rowspan');
      if (colSpan) node.colSpan = colSpan;
      if (rowSpan) node.rowSpan = rowSpan;
      cells.push(node);
    }
    if (cells.length) rows.push({ type: 'table-row', children: cells });
  };
  for (const child of elementsOf(table)) {
    const tag = tagOf(child);
    if (tag === 'tr') readRow(child, false);
    else if (tag === 'thead' || tag === 'tbody' || tag === 'tfoot') {
      for (const tr of elementsOf(child)) if (tagOf(tr) === 'tr') readRow(tr, tag === 'thead');
    }
  }
  return { table: rows.length ? { type: 'table', children: rows } : null, moved };
}

/** A quote holds paragraphs and headings; anything else inside one is placed after it. */
function pushQuote(walk: Walk, inner: BlockElement[]): void {
  let group: (BlockElement & { type: 'paragraph' | 'heading' })[] = [];
  const close = () => {
    if (group.length) walk.blocks.push({ type: 'blockquote', children: group });
    group = [];
  };
  for (const block of inner) {
    if (block.type === 'paragraph' || block.type === 'heading') group.push(block);
    else if (block.type === 'blockquote') group.push(...block.children);
    else {
      close();
      walk.blocks.push(block);
    }
  }
  close();
}

function walkNode(node: HtmlNode, marks: Marks, walk: Walk): void {
  if (node.nodeType === TEXT_NODE) {
    // HTML's white space collapses; a no-break space (U+00A0) is text and stays.
    const text = (node.textContent ?? '').replace(/[ \t\n\r\f]+/g, ' ');
    if (text) walk.pending.push(leaf(text, marks));
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const tag = tagOf(node);
  if (DROPPED.has(tag)) return;
  const block = (element: BlockElement | null) => {
    flush(walk);
    if (element) walk.blocks.push(element);
  };
  switch (tag) {
    case 'br':
      walk.pending.push(leaf('\n', marks));
      return;
    case 'a': {
      const url = safeLinkUrl(attr(node, 'href'));
      const blocks = readBlocks(childrenOf(node), marksOf(node, marks));
      // A linked picture (Word has them) stays, as a picture, after the link's text.
      const pictures = blocks.filter((b) => b.type === 'image');
      const inner = normalizeInlines(trimInlines(blocksToInlines(blocks.filter((b) => b.type !== 'image'))));
      if (!url) walk.pending.push(...inner);
      else {
        const children = inner.flatMap((child) => (isText(child) ? [child] : child.children));
        const id = anchorId(node);
        if (children.some((child) => child.text)) walk.pending.push({ type: 'link', url, ...id, children });
      }
      if (pictures.length) block(null);
      walk.blocks.push(...pictures);
      return;
    }
    case 'img': {
      const url = safeImageUrl(attr(node, 'src'));
      if (url) block({ type: 'image', url, alt: attr(node, 'alt') ?? '', children: [{ text: '' }] });
      return;
    }
    case 'iframe': {
      const src = attr(node, 'src') ?? '';
      const url = toEmbedUrl(src, new URL(src, 'https://localhost').searchParams.get('parent') ?? undefined);
      if (url) block({ type: 'embed', url, children: [{ text: '' }] });
      return;
    }
    case 'hr':
      block({ type: 'divider', children: [{ text: '' }] });
      return;
    case 'p':
      flush(walk);
      for (const child of childrenOf(node)) walkNode(child, marksOf(node, marks), walk);
      flush(walk, true, alignOf(node));
      return;
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      block({
        type: 'heading',
        level: Number(tag[1]) as HeadingLevel,
        ...alignOf(node),
        children: readInlines(childrenOf(node), marks),
      });
      return;
    case 'blockquote':
      flush(walk);
      pushQuote(walk, readBlocks(childrenOf(node), marks));
      return;
    case 'pre':
      block({ type: 'code-block', children: [{ text: (node.textContent ?? '').replace(/\r\n?/g, '\n') }] });
      return;
    case 'ul':
    case 'ol':
      block(readList(node, marks));
      return;
    case 'table': {
      flush(walk);
      for (const caption of elementsOf(node).filter((c) => tagOf(c) === 'caption')) {
        walkNode(caption, marks, walk);
        flush(walk);
      }
      tableDepth++;
      const { table, moved } = readTable(node, marks);
      tableDepth--;
      block(table);
      walk.blocks.push(...moved);
      return;
    }
  }
  const inner = marksOf(node, marks);
  const container = CONTAINERS.has(tag);
  if (container) flush(walk);
  for (const child of childrenOf(node)) walkNode(child, inner, walk);
  if (container) flush(walk);
}

function readBlocks(nodes: Iterable<HtmlNode>, marks: Marks): BlockElement[] {
  const walk: Walk = { blocks: [], pending: [] };
  for (const node of nodes) walkNode(node, marks, walk);
  flush(walk);
  return walk.blocks;
}

/**
 * The document for parsed HTML (its body's or root's children), and what reading had to move.
 * `progress` hears after each of the top-level nodes (the import worker reports it).
 */
export function readHtmlNodes(
  nodes: readonly HtmlNode[],
  progress?: (done: number, total: number) => void,
): { document: ArticleDocument; notes: ReadNotes } {
  notes = { picturesOutOfCells: 0, tablesOutOfCells: 0 };
  tableDepth = 0;
  const walk: Walk = { blocks: [], pending: [] };
  nodes.forEach((node, i) => {
    walkNode(node, {}, walk);
    progress?.(i + 1, nodes.length);
  });
  flush(walk);
  return { document: walk.blocks.length ? walk.blocks : emptyDocument(), notes };
}

/** The document for an HTML string (an empty document for blank input). */
export function htmlToSlate(html: string): ArticleDocument {
  if (!html.trim()) return emptyDocument();
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return readHtmlNodes(childrenOf(parsed.body)).document;
}
