// Moving blocks in and out of lists and quotes (issue 20): indenting and outdenting a list item (Tab,
// Shift+Tab, Enter and Backspace in an empty item), leaving a quote, and clearing the whole document
// (tables: table-commands.ts). Lists are nested as types.ts says: a nested list sits right
// after the item it belongs to, so an item "carries" the list that follows it when it moves.
//
// No list plugin is used: the maintained ones (Plate's list plugin, @prezly/slate-lists) work on their
// own editor frameworks, not on this plain slate-react editor; these few transforms follow their
// rules (indent into the previous item's list, outdent splitting the parent list).
import { Editor, Element, Node, Path, Range, Transforms } from 'slate';
import { isList, retype } from './schema';
import type { ArticleEditor, ArticleElement, ListElement } from './types';

/** The innermost list item, quote child or table cell around the caret, and its path. */
export function blockAbove(editor: ArticleEditor, type: ArticleElement['type']) {
  if (!editor.selection) return undefined;
  return Editor.above<ArticleElement>(editor, {
    match: (n): n is ArticleElement => Element.isElement(n) && n.type === type,
  });
}

/** The nested list right after the item at `path` (the item's sub-list), if there is one. */
function subListOf(editor: ArticleEditor, path: Path): Path | null {
  const next = Path.next(path);
  return Node.has(editor, next) && isList(Node.get(editor, next)) ? next : null;
}

/** Tab in a list item: it (with its sub-list) goes into the list of the item before it. */
export function indentListItem(editor: ArticleEditor, path: Path): boolean {
  if (path[path.length - 1] === 0) return false; // the first item has nothing to go under
  const parent = Node.parent(editor, path) as ListElement;
  const sub = subListOf(editor, path);
  const previousPath = Path.previous(path);
  const previous = Node.get(editor, previousPath);
  Editor.withoutNormalizing(editor, () => {
    if (isList(previous)) {
      // The item before already has a sub-list: this item joins its end.
      const end = [...previousPath, previous.children.length];
      Transforms.moveNodes(editor, { at: path, to: end });
      if (sub) Transforms.moveNodes(editor, { at: path, to: Path.next(end) });
      return;
    }
    Transforms.wrapNodes(editor, { type: parent.type, children: [] }, { at: path });
    if (sub) Transforms.moveNodes(editor, { at: Path.next(path), to: [...path, 1] });
  });
  return true;
}

/**
 * Shift+Tab, or Enter or Backspace in an empty item: the item moves one level out, splitting its
 * list there (the items after it stay nested under it). From the outermost list it becomes a
 * paragraph after the list.
 */
export function outdentListItem(editor: ArticleEditor, path: Path): void {
  const moved = Editor.pathRef(editor, path);
  Editor.withoutNormalizing(editor, () => {
    Transforms.liftNodes(editor, { at: path });
    // Out of the outermost list, the item is a paragraph. (A sub-list it had is left as the first
    // child of the rest of its list, which normalization turns into that list's own items.)
    const now = moved.current;
    if (now && !isList(Node.parent(editor, now))) retype(editor, now, 'paragraph');
  });
  moved.unref();
}

/** Enter in an empty paragraph of a quote, or Backspace at its start: the paragraph leaves the quote. */
export function leaveQuote(editor: ArticleEditor, path: Path): void {
  Transforms.liftNodes(editor, { at: path });
}

/** True when the selection covers the whole document (select all). */
export function selectsWholeDocument(editor: ArticleEditor): boolean {
  const { selection } = editor;
  if (!selection || Range.isCollapsed(selection)) return false;
  const [start, end] = Range.edges(selection);
  return Editor.isStart(editor, start, []) && Editor.isEnd(editor, end, []);
}

/**
 * Select all and delete (or type, or paste): the document becomes one empty paragraph. Slate's own
 * delete keeps the first and last blocks' shells (a table's cell, a list's item) around the caret.
 */
export function clearDocument(editor: ArticleEditor): void {
  // The new paragraph comes first and takes the caret: a selection never points nowhere (undo
  // restores the select-all only onto an existing selection).
  Editor.withoutNormalizing(editor, () => {
    const count = editor.children.length;
    Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: [0] });
    Transforms.select(editor, Editor.start(editor, [0]));
    for (let i = count; i >= 1; i--) Transforms.removeNodes(editor, { at: [i] });
  });
}
