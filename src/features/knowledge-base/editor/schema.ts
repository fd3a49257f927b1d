// The article document's shape, kept by normalization (issue 20): whatever an edit, a paste or an
// import leaves behind, each element ends up holding only what types.ts allows it to hold, so the
// document always writes out as HTML (slate-to-html.ts) and nothing typed is lost on the way.
//
// Slate's own normalizeNode, which runs after these rules, decides from an element's first child
// whether it holds blocks or inlines and *removes* the children of the other kind: a paragraph left
// inside a list, or a text left directly in one, would be deleted with its text. So every rule here
// repairs by converting, wrapping, unwrapping or lifting, never by removing anything with text, and
// each rule fixes one child and returns (Slate calls normalizeNode again until nothing changes),
// the pattern of Slate's "Normalizing" docs.
import { Editor, Element, Node, Text, Transforms, type NodeEntry, type Path } from 'slate';
import { ARTICLE_TEXT_COLORS } from '../../../../contract/article-format';
import {
  ALIGNABLE_TYPES,
  MARKS,
  BLOCK_ALIGNS,
  type ArticleEditor,
  type ArticleElement,
  type ListItemElement,
  type ParagraphElement,
  type TableCellElement,
} from './types';

const PALETTE: ReadonlySet<string> = new Set(ARTICLE_TEXT_COLORS.map((c) => c.value));

export const LIST_TYPES: ReadonlySet<string> = new Set(['bulleted-list', 'numbered-list']);
/** Blocks that hold text and links (inline content). */
const TEXT_BLOCKS: ReadonlySet<string> = new Set(['paragraph', 'heading', 'list-item', 'table-cell', 'code-block']);
/** What the document itself may hold. */
const TOP_BLOCKS: ReadonlySet<string> = new Set([
  'paragraph',
  'heading',
  'blockquote',
  'code-block',
  'bulleted-list',
  'numbered-list',
  'table',
  'image',
  'embed',
  'divider',
]);
/** The attributes only some element types carry, removed when a node changes type. */
const TYPE_PROPS = ['level', 'header', 'colSpan', 'rowSpan', 'url', 'alt', 'id', 'start'];

export const isList = (node: Node): node is ArticleElement & { type: 'bulleted-list' | 'numbered-list' } =>
  Element.isElement(node) && LIST_TYPES.has(node.type);
export const isTextBlock = (node: Node): node is ArticleElement =>
  Element.isElement(node) && TEXT_BLOCKS.has(node.type);

/** Turns the element at `path` into a text block of `type`, dropping the attributes of its old type. */
export function retype(editor: ArticleEditor, path: Path, type: 'paragraph' | 'list-item' | 'table-cell'): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.unsetNodes(editor, TYPE_PROPS, { at: path });
    Transforms.setNodes<ParagraphElement | ListItemElement | TableCellElement>(editor, { type }, { at: path });
  });
}

const isInlineNode = (editor: ArticleEditor, node: Node) =>
  Text.isText(node) || (Element.isElement(node) && editor.isInline(node));

/**
 * Repairs one child of the element (or the editor) at `path` that the element may not hold; true
 * when it changed something (the caller returns, and Slate normalizes again).
 */
function repairChildren(editor: ArticleEditor, node: ArticleEditor | ArticleElement, path: Path): boolean {
  const kind = Editor.isEditor(node) ? 'document' : node.type;
  const children = node.children as Node[];

  if (children.length === 0) {
    // Containers emptied by an edit go (their parent is repaired next); the document keeps one paragraph.
    if (kind === 'document') {
      Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: [0] });
      return true;
    }
    if (kind === 'bulleted-list' || kind === 'numbered-list' || kind === 'blockquote' || kind.startsWith('table')) {
      if (kind === 'table-cell') return false; // Slate gives it its empty text
      Transforms.removeNodes(editor, { at: path });
      return true;
    }
    return false;
  }

  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    const at = [...path, i];
    const inline = isInlineNode(editor, child);
    const type = Element.isElement(child) ? child.type : 'text';
    switch (kind) {
      case 'document':
        if (inline) {
          Transforms.wrapNodes(editor, { type: 'paragraph', children: [] }, { at });
          return true;
        }
        if (TOP_BLOCKS.has(type)) break;
        if (type === 'table-row') Transforms.wrapNodes(editor, { type: 'table', children: [] }, { at });
        else retype(editor, at, 'paragraph'); // a list item or a table cell on its own
        return true;
      case 'blockquote':
        if (inline) {
          Transforms.wrapNodes(editor, { type: 'paragraph', children: [] }, { at });
          return true;
        }
        if (type === 'paragraph' || type === 'heading') break;
        if (type === 'blockquote') Transforms.unwrapNodes(editor, { at });
        else if (TEXT_BLOCKS.has(type)) retype(editor, at, 'paragraph');
        else Transforms.liftNodes(editor, { at }); // a list, table or picture goes beside the quote
        return true;
      case 'bulleted-list':
      case 'numbered-list':
        if (inline) {
          Transforms.wrapNodes(editor, { type: 'list-item', children: [] }, { at });
          return true;
        }
        if (type === 'list-item') break;
        if (LIST_TYPES.has(type)) {
          // A nested list belongs to the item before it; with no item before it, its items join this list.
          if (i > 0) break;
          Transforms.unwrapNodes(editor, { at });
        } else if (TEXT_BLOCKS.has(type)) retype(editor, at, 'list-item');
        else Transforms.liftNodes(editor, { at });
        return true;
      case 'table':
        if (type === 'table-row') break;
        if (inline || type === 'table-cell') Transforms.wrapNodes(editor, { type: 'table-row', children: [] }, { at });
        else Transforms.liftNodes(editor, { at });
        return true;
      case 'table-row':
        if (type === 'table-cell') break;
        if (inline) Transforms.wrapNodes(editor, { type: 'table-cell', children: [] }, { at });
        else if (TEXT_BLOCKS.has(type)) retype(editor, at, 'table-cell');
        else Transforms.liftNodes(editor, { at });
        return true;
      case 'link':
        if (Text.isText(child)) break;
        Transforms.unwrapNodes(editor, { at }); // a link in a link, or a block in a link: its text stays
        return true;
      default:
        if (!TEXT_BLOCKS.has(kind)) break;
        if (Text.isText(child)) break;
        if (Element.isElement(child) && editor.isInline(child)) {
          if (kind !== 'code-block') break;
          Transforms.unwrapNodes(editor, { at }); // code is plain text: a link in it keeps its text only
          return true;
        }
        // A block inside a text block: a picture (or, in a list item, a nested list) goes beside it,
        // any other block gives its content.
        if (Element.isElement(child) && (editor.isVoid(child) || (kind === 'list-item' && isList(child)))) {
          Transforms.liftNodes(editor, { at });
        } else Transforms.unwrapNodes(editor, { at });
        return true;
    }
  }
  return false;
}

export function withArticleSchema<E extends ArticleEditor>(editor: E): E {
  const { normalizeNode } = editor;
  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry as NodeEntry<ArticleEditor | ArticleElement>;
    if (Editor.isEditor(node) || Element.isElement(node)) {
      if (repairChildren(editor, node, path)) return;
    }
    // Code is plain text: marks (and colours) pasted into it are removed.
    if (Element.isElement(node) && node.type === 'code-block') {
      for (const [child, childPath] of Node.children(editor, path)) {
        if (Text.isText(child) && Object.keys(child).length > 1) {
          Transforms.unsetNodes(editor, [...MARKS, 'color'], {
            at: childPath,
          });
          return;
        }
      }
    }
    // An alignment stays only on what can be aligned (a paragraph turned into a list item loses it),
    // and a colour only when it is the palette's: the HTML has no form for anything else.
    if (Element.isElement(node) && 'align' in node) {
      if (!ALIGNABLE_TYPES.has(node.type) || !BLOCK_ALIGNS.includes(node.align as never)) {
        Transforms.unsetNodes(editor, 'align', { at: path });
        return;
      }
    }
    if (Text.isText(node) && 'color' in node && !PALETTE.has(node.color as string)) {
      Transforms.unsetNodes(editor, 'color', { at: path });
      return;
    }
    normalizeNode(entry, options);
  };
  return editor;
}
