// The article document as the Slate editor holds it. Every element here has one HTML form
// (html-to-slate.ts reads it, slate-to-html.ts writes it), so an article saved by the editor and
// opened again is the same document: headings, lists (nested), links, images, tables, quotes, code.
import type { BaseEditor } from 'slate';
import type { ArticleTextColor } from '../../../../contract/article-format';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

export type Mark = 'bold' | 'italic' | 'underline' | 'strikethrough' | 'code' | 'superscript' | 'subscript';
export const MARKS: readonly Mark[] = [
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'code',
  'superscript',
  'subscript',
];

/** A run of text; '\n' inside it is a line break (<br>). `color` is one of the palette's. */
export type FormattedText = { text: string; color?: ArticleTextColor } & Partial<Record<Mark, true>>;

/** How a paragraph, heading or table cell is aligned; left (the default) is not stored. */
export type BlockAlign = 'center' | 'right' | 'justify';
export const BLOCK_ALIGNS: readonly BlockAlign[] = ['center', 'right', 'justify'];

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * `id`: an anchor other links point at (`#id`): a footnote reference, which its footnote's back-link
 * targets (ANCHOR_ID gives the form kept).
 */
export type LinkElement = { type: 'link'; url: string; id?: string; children: FormattedText[] };
export type InlineNode = FormattedText | LinkElement;

export type ParagraphElement = { type: 'paragraph'; align?: BlockAlign; children: InlineNode[] };
export type HeadingElement = { type: 'heading'; level: HeadingLevel; align?: BlockAlign; children: InlineNode[] };
export type QuoteElement = { type: 'blockquote'; children: (ParagraphElement | HeadingElement)[] };
/** Preformatted code: one plain text (no marks), newlines kept. */
export type CodeBlockElement = { type: 'code-block'; children: FormattedText[] };
/** `id`: an anchor, as on a link (an imported footnote, which its reference links to). */
export type ListItemElement = { type: 'list-item'; id?: string; children: InlineNode[] };
/** A nested list sits after the item it belongs to (written back inside that <li>). `start`: a numbered list's first number when not 1. */
export type ListElement = {
  type: 'bulleted-list' | 'numbered-list';
  start?: number;
  children: (ListItemElement | ListElement)[];
};
export type TableCellElement = {
  type: 'table-cell';
  header?: true;
  align?: BlockAlign;
  colSpan?: number;
  rowSpan?: number;
  children: InlineNode[];
};
export type TableRowElement = { type: 'table-row'; children: TableCellElement[] };
export type TableElement = { type: 'table'; children: TableRowElement[] };
export type ImageElement = { type: 'image'; url: string; alt: string; children: [{ text: '' }] };
/** An embedded video player (YouTube, Vimeo, Loom, Wistia or Twitch embed URL only). */
export type EmbedElement = { type: 'embed'; url: string; children: [{ text: '' }] };
export type DividerElement = { type: 'divider'; children: [{ text: '' }] };

export type BlockElement =
  | ParagraphElement
  | HeadingElement
  | QuoteElement
  | CodeBlockElement
  | ListElement
  | TableElement
  | ImageElement
  | EmbedElement
  | DividerElement;

export type ArticleElement = BlockElement | ListItemElement | TableRowElement | TableCellElement | LinkElement;
export type ArticleDocument = BlockElement[];

export type ArticleEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: ArticleEditor;
    Element: ArticleElement;
    Text: FormattedText;
  }
}

/** The elements that may be aligned. */
export const ALIGNABLE_TYPES: ReadonlySet<ArticleElement['type']> = new Set(['paragraph', 'heading', 'table-cell']);

export const VOID_TYPES: ReadonlySet<ArticleElement['type']> = new Set(['image', 'embed', 'divider']);

/** The anchor ids an article keeps (the server keeps the same: article-html.ts). */
export const ANCHOR_ID = /^[A-Za-z][\w-]{0,79}$/;

export function emptyDocument(): ArticleDocument {
  return [{ type: 'paragraph', children: [{ text: '' }] }];
}
