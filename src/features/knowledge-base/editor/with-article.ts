// The editor's behaviour beyond Slate's defaults: links are inline; images, embedded videos and
// dividers are void; the document keeps its shape (schema.ts); and the keys do what a writer expects
// (issue 20):
// - Enter leaves a heading for a paragraph; in an empty list item it moves the item one level out
//   (from the outermost list, to a paragraph after it); in an empty paragraph of a quote it leaves the
//   quote; in code it is a new line, and on an empty last line it leaves the code; in a table cell it
//   is a line break (a cell never splits in two).
// - Backspace at the start of a list item moves it one level out, at the start of a quote's first
//   paragraph leaves the quote, and never merges two table cells.
// - Tab and Shift+Tab indent and outdent list items and move between table cells; Tab in the last
//   cell adds a row (handleTab).
// - Select all and delete, type or paste starts from an empty document.
// Pasted HTML goes through html-to-slate (so a paste is cleaned exactly like an opened article).
import { Editor, Element, Node, Path, Range, Text, Transforms, type Descendant, type Point } from 'slate';
import { HistoryEditor } from 'slate-history';
import { currentBlock } from './commands';
import { htmlToSlate } from './html-to-slate';
import { withArticleSchema } from './schema';
import {
  blockAbove,
  clearDocument,
  indentListItem,
  leaveQuote,
  outdentListItem,
  selectsWholeDocument,
} from './structure';
import { moveToCell } from './table-commands';
import { VOID_TYPES, type ArticleEditor, type ParagraphElement } from './types';

const emptyParagraph = (): ParagraphElement => ({ type: 'paragraph', children: [{ text: '' }] });

/** Enter at the caret (collapsed); true when handled here. */
function breakBlock(editor: ArticleEditor): boolean {
  const entry = currentBlock(editor);
  if (!entry) return false;
  const [block, path] = entry;
  const empty = Node.string(block) === '';
  const caret = editor.selection!.anchor;
  if (VOID_TYPES.has(block.type)) {
    Transforms.insertNodes(editor, emptyParagraph(), { at: Path.next(path), select: true });
    return true;
  }
  switch (block.type) {
    case 'code-block': {
      const text = Node.string(block);
      if (empty) {
        Transforms.setNodes<ParagraphElement>(editor, { type: 'paragraph' }, { at: path });
      } else if (text.endsWith('\n') && Editor.isEnd(editor, caret, path)) {
        // The second Enter on the last line: the empty line goes and a paragraph follows the code.
        Transforms.delete(editor, { unit: 'character', reverse: true });
        Transforms.insertNodes(editor, emptyParagraph(), { at: Path.next(path), select: true });
      } else editor.insertText('\n');
      return true;
    }
    case 'table-cell':
      editor.insertText('\n');
      return true;
    case 'list-item':
      if (!empty) return false;
      outdentListItem(editor, path);
      return true;
    case 'paragraph': {
      const parent = Node.parent(editor, path);
      if (!empty || !Element.isElement(parent) || parent.type !== 'blockquote') return false;
      leaveQuote(editor, path);
      return true;
    }
    case 'heading': {
      const atEnd = Editor.isEnd(editor, caret, path);
      Transforms.splitNodes(editor, { always: true });
      if (atEnd) {
        Transforms.unsetNodes(editor, 'level', { at: Path.next(path) });
        Transforms.setNodes<ParagraphElement>(editor, { type: 'paragraph' }, { at: Path.next(path) });
      }
      return true;
    }
    default:
      return false;
  }
}

/** Backspace at the start of a block (collapsed); true when handled here. */
function backspaceAtStart(editor: ArticleEditor): boolean {
  const entry = currentBlock(editor);
  if (!entry) return false;
  const [block, path] = entry;
  if (!Editor.isStart(editor, editor.selection!.anchor, path)) return false;
  if (block.type === 'list-item') {
    outdentListItem(editor, path);
    return true;
  }
  if (block.type === 'table-cell') return true; // cells are never merged
  const cellBefore = cellAt(editor, Editor.before(editor, editor.selection!.anchor));
  if (cellBefore) {
    // After a table: the caret goes into its last cell, and nothing is merged into the cell (the
    // block stays, or there would be no way to write below the table).
    Transforms.select(editor, Editor.end(editor, cellBefore[1]));
    return true;
  }
  const parent = Node.parent(editor, path);
  if (Element.isElement(parent) && parent.type === 'blockquote' && path[path.length - 1] === 0) {
    leaveQuote(editor, path);
    return true;
  }
  if (block.type === 'code-block' && Node.string(block) === '') {
    Transforms.setNodes<ParagraphElement>(editor, { type: 'paragraph' }, { at: path });
    return true;
  }
  return false;
}

const cellAt = (editor: ArticleEditor, at: Point | undefined) =>
  at && Editor.above(editor, { at, match: (n) => Element.isElement(n) && n.type === 'table-cell' });

/**
 * Delete at the end of a table cell, or of the block just before a table, would merge a cell with
 * its neighbour: it does nothing.
 */
function deleteAtCellEnd(editor: ArticleEditor): boolean {
  const caret = editor.selection!.anchor;
  const cell = cellAt(editor, caret);
  if (cell) return Editor.isEnd(editor, caret, cell[1]);
  const block = currentBlock(editor);
  return Boolean(block && Editor.isEnd(editor, caret, block[1]) && cellAt(editor, Editor.after(editor, caret)));
}

/** Tab (or Shift+Tab) in a list item or table cell; false elsewhere, so focus moves on as usual. */
export function handleTab(editor: ArticleEditor, backward: boolean): boolean {
  if (!editor.selection) return false;
  if (blockAbove(editor, 'table-cell')) return moveToCell(editor, backward);
  const item = blockAbove(editor, 'list-item');
  if (!item || Range.isExpanded(editor.selection)) return false;
  if (backward) outdentListItem(editor, item[1]);
  else if (!indentListItem(editor, item[1])) return true; // the first item stays, and so does the caret
  return true;
}

export function withArticle<E extends ArticleEditor>(editor: E): E {
  const { isInline, isVoid, insertBreak, insertData, deleteBackward, deleteForward, deleteFragment } = editor;
  const { insertText, insertFragment } = editor;

  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => VOID_TYPES.has(element.type) || isVoid(element);
  withArticleSchema(editor);

  /** A select-all about to be replaced: the document is emptied first (true if it was). */
  const clearSelectedDocument = () => {
    if (!selectsWholeDocument(editor)) return false;
    clearDocument(editor);
    return true;
  };

  editor.insertBreak = () => {
    if (editor.selection && Range.isExpanded(editor.selection)) {
      if (!clearSelectedDocument()) Transforms.delete(editor);
    }
    if (!breakBlock(editor)) insertBreak();
  };

  editor.insertSoftBreak = () => editor.insertText('\n');

  editor.insertText = (text, options) => {
    clearSelectedDocument();
    // Slate drops text typed while a picture, video or divider is selected: it starts a paragraph after it.
    const block = editor.selection && Range.isCollapsed(editor.selection) ? currentBlock(editor) : undefined;
    if (block && VOID_TYPES.has(block[0].type)) {
      Transforms.insertNodes(editor, { ...emptyParagraph(), children: [{ text }] }, { at: Path.next(block[1]) });
      Transforms.select(editor, Editor.end(editor, Path.next(block[1])));
      return;
    }
    insertText(text, options);
  };

  editor.insertFragment = (fragment, options) => {
    clearSelectedDocument();
    insertFragment(fragment, options);
  };

  editor.deleteFragment = (options) => {
    if (clearSelectedDocument()) return;
    deleteFragment(options);
  };

  editor.deleteBackward = (unit) => {
    const { selection } = editor;
    if (selection && Range.isCollapsed(selection) && backspaceAtStart(editor)) return;
    deleteBackward(unit);
  };

  editor.deleteForward = (unit) => {
    const { selection } = editor;
    if (selection && Range.isCollapsed(selection) && deleteAtCellEnd(editor)) return;
    deleteForward(unit);
  };

  // slate-history puts the caret back only onto an existing selection: a step that removed the
  // node holding the caret (select all and type, a paste into an empty document) left none, and the
  // next key would go nowhere. The caret goes back where the step started, or to the end.
  const { undo, redo } = editor;
  const keepCaret = (step: () => void, batch: { selectionBefore: Range | null } | undefined) => {
    step();
    if (editor.selection) return;
    const before = batch?.selectionBefore;
    const valid = (point: Point) => Node.has(editor, point.path) && Text.isText(Node.get(editor, point.path));
    const target = before && valid(before.anchor) && valid(before.focus) ? before : Editor.end(editor, []);
    HistoryEditor.withoutSaving(editor, () => Transforms.select(editor, target));
  };
  if (undo && redo) {
    editor.undo = () => keepCaret(undo, editor.history.undos.at(-1));
    editor.redo = () => keepCaret(redo, editor.history.redos.at(-1));
  }

  editor.insertData = (data) => {
    const html = data.getData('text/html');
    if (html) {
      editor.insertFragment(htmlToSlate(html) as Descendant[]);
      return;
    }
    insertData(data);
  };

  return editor;
}
