// What the toolbar and the shortcuts do to the document: marks, block types, lists, images, dividers
// (links: link-commands.ts, tables: table-commands.ts), and inserting HTML (a converted file, a template, an AI answer) where the caret is.
import { Editor, Element, Node, Transforms, type Descendant } from 'slate';
import { htmlToSlate } from './html-to-slate';
import { safeImageUrl } from './safe-url';
import type {
  ArticleEditor,
  ArticleElement,
  BlockElement,
  CodeBlockElement,
  HeadingElement,
  HeadingLevel,
  ListItemElement,
  Mark,
  ParagraphElement,
} from './types';

export type BlockFormat = 'paragraph' | `heading-${HeadingLevel}` | 'blockquote' | 'code-block' | ListType;
type ListType = 'bulleted-list' | 'numbered-list';
const LIST_TYPES: readonly string[] = ['bulleted-list', 'numbered-list'];

export function isMarkActive(editor: ArticleEditor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: ArticleEditor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function matchesFormat(node: Node, format: BlockFormat): boolean {
  if (!Element.isElement(node)) return false;
  if (format.startsWith('heading-')) return node.type === 'heading' && `heading-${node.level}` === format;
  return node.type === format;
}

export function isBlockActive(editor: ArticleEditor, format: BlockFormat): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Array.from(
    Editor.nodes(editor, { at: Editor.unhangRange(editor, selection), match: (n) => matchesFormat(n, format) }),
  );
  return Boolean(match);
}

/** The innermost block around the caret, with its path. */
export function currentBlock(editor: ArticleEditor) {
  if (!editor.selection) return undefined;
  return Editor.above<ArticleElement>(editor, {
    match: (n): n is ArticleElement => Element.isElement(n) && Editor.isBlock(editor, n),
  });
}

/** The block format at the caret (for the toolbar's select). */
export function currentBlockFormat(editor: ArticleEditor): BlockFormat {
  const block = currentBlock(editor)?.[0];
  if (!block) return 'paragraph';
  if (block.type === 'heading') return `heading-${block.level}`;
  if (block.type === 'blockquote' || block.type === 'code-block') return block.type;
  return 'paragraph';
}

export function toggleBlock(editor: ArticleEditor, format: BlockFormat): void {
  const active = isBlockActive(editor, format);
  const isList = LIST_TYPES.includes(format);
  Editor.withoutNormalizing(editor, () => {
    // Leave any list or quote first; the selected blocks become plain text blocks.
    Transforms.unwrapNodes(editor, {
      match: (n) => Element.isElement(n) && (LIST_TYPES.includes(n.type) || n.type === 'blockquote'),
      split: true,
    });
    if (active || format === 'paragraph') {
      Transforms.setNodes<ParagraphElement>(editor, { type: 'paragraph' });
      Transforms.unsetNodes(editor, 'level');
      return;
    }
    if (isList) {
      Transforms.setNodes<ListItemElement>(editor, { type: 'list-item' });
      Transforms.wrapNodes(editor, { type: format as ListType, children: [] });
      return;
    }
    if (format === 'blockquote') {
      Transforms.setNodes<ParagraphElement>(editor, { type: 'paragraph' });
      Transforms.wrapNodes(editor, { type: 'blockquote', children: [] });
      return;
    }
    if (format === 'code-block') {
      Transforms.setNodes<CodeBlockElement>(editor, { type: 'code-block' });
      return;
    }
    const level = Number(format.slice('heading-'.length)) as HeadingLevel;
    Transforms.setNodes<HeadingElement>(editor, { type: 'heading', level });
  });
}

function insertBlocks(editor: ArticleEditor, blocks: BlockElement[]): void {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
  Transforms.insertNodes(editor, [...blocks, { type: 'paragraph', children: [{ text: '' }] }] as Descendant[]);
}

export function insertImage(editor: ArticleEditor, src: string, alt = ''): boolean {
  const url = safeImageUrl(src);
  if (!url) return false;
  insertBlocks(editor, [{ type: 'image', url, alt, children: [{ text: '' }] }]);
  return true;
}

export function insertDivider(editor: ArticleEditor): void {
  insertBlocks(editor, [{ type: 'divider', children: [{ text: '' }] }]);
}

/**
 * HTML from outside (a converted file, an AI answer) at the caret, cleaned like any HTML. Text goes
 * where the caret is; a document with structure (tables, lists, headings) goes after the block the
 * caret is in (replacing it when it is an empty paragraph), never inside a table cell or list item.
 */
export function insertHtml(editor: ArticleEditor, html: string): void {
  const blocks = htmlToSlate(html);
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
  const plainText = blocks.every((b) => b.type === 'paragraph');
  const top = editor.selection!.anchor.path[0]!;
  const topBlock = editor.children[top] as BlockElement | undefined;
  if (plainText && topBlock?.type === 'paragraph') {
    Transforms.insertFragment(editor, blocks as Descendant[]);
    return;
  }
  const emptyParagraph = topBlock?.type === 'paragraph' && Node.string(topBlock) === '';
  Editor.withoutNormalizing(editor, () => {
    if (emptyParagraph) Transforms.removeNodes(editor, { at: [top] });
    Transforms.insertNodes(editor, [...blocks, { type: 'paragraph', children: [{ text: '' }] }] as Descendant[], {
      at: [emptyParagraph ? top : top + 1],
    });
  });
  Transforms.select(editor, Editor.end(editor, [top + (emptyParagraph ? 0 : 1) + blocks.length]));
}
