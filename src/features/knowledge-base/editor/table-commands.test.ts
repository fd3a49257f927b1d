// Tables as a writer edits them (issue 20, item 4): inserting one of a chosen size puts the caret in
// its first cell; Tab walks the cells and adds a row after the last; the table menu adds and removes
// rows and columns (spans grow, shrink and move with them), turns the head row on and off and deletes
// the table. Each result is checked as HTML, sound (editor-test-kit assertSound) and with the caret in
// the cell the writer expects; each is one undo step.
import { Editor, Node } from 'slate';
import { HistoryEditor } from 'slate-history';
import { describe, expect, it } from 'vitest';
import { assertSound, caret, newEditor } from './editor-test-kit';
import { insertTable, tableAction, type TableAction } from './table-commands';
import type { ArticleEditor } from './types';
import { handleTab } from './with-article';

/** The text of the block (cell or paragraph) the caret is in. */
const caretBlockText = (editor: ArticleEditor) => {
  const [block] = Editor.above(editor, { match: (n) => Editor.isBlock(editor, n as never) })!;
  return Node.string(block);
};

/** Does the action as its own undo step; checks the result is sound and that undo gives back the start. */
function act(editor: ArticleEditor, action: TableAction): string {
  const before = structuredClone(editor.children);
  HistoryEditor.withNewBatch(editor, () => expect(tableAction(editor, action)).toBe(true));
  const written = assertSound(editor);
  const after = structuredClone(editor.children);
  editor.undo();
  expect(editor.children).toEqual(before);
  editor.redo();
  expect(editor.children).toEqual(after);
  return written;
}

const GRID =
  '<table><thead><tr><th>h1</th><th>h2</th></tr></thead><tbody><tr><td>a1</td><td>b1</td></tr>' +
  '<tr><td>a2</td><td>b2</td></tr></tbody></table><p>after</p>';

describe('inserting a table', () => {
  it('of the chosen size, with a head row, replaces an empty paragraph, and typing goes into the first cell', () => {
    const editor = newEditor('<p>Intro</p><p></p>');
    caret(editor, 'Intro', -1);
    editor.insertBreak();
    insertTable(editor, 2, 3, true);
    editor.insertText('Name');
    expect(assertSound(editor)).toBe(
      '<p>Intro</p><table><thead><tr><th>Name</th><th></th><th></th></tr></thead>' +
        '<tbody><tr><td></td><td></td><td></td></tr></tbody></table><p></p><p></p>',
    );
  });

  it('without a head row', () => {
    const editor = newEditor('<p></p>');
    insertTable(editor, 1, 2, false);
    editor.insertText('x');
    expect(assertSound(editor)).toBe('<table><tbody><tr><td>x</td><td></td></tr></tbody></table><p></p>');
  });

  it('splits a paragraph at the caret, and goes after a list, a quote or another table', () => {
    const editor = newEditor('<p>Hello world</p><ul><li>item</li></ul>');
    caret(editor, 'world');
    insertTable(editor, 1, 1, false);
    expect(assertSound(editor)).toBe(
      '<p>Hello </p><table><tbody><tr><td></td></tr></tbody></table><p>world</p><ul><li>item</li></ul>',
    );
    caret(editor, 'item', 2);
    insertTable(editor, 1, 1, false);
    editor.insertText('in');
    expect(assertSound(editor)).toBe(
      '<p>Hello </p><table><tbody><tr><td></td></tr></tbody></table><p>world</p><ul><li>item</li></ul>' +
        '<table><tbody><tr><td>in</td></tr></tbody></table><p></p>',
    );
    insertTable(editor, 1, 1, false);
    editor.insertText('next');
    expect(assertSound(editor)).toContain(
      '<table><tbody><tr><td>in</td></tr></tbody></table><table><tbody><tr><td>next</td></tr></tbody></table>',
    );
  });

  it('keeps a selected text: the table goes after it', () => {
    const editor = newEditor('<p>keep me</p>');
    editor.select({ anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 7 } });
    insertTable(editor, 1, 1, false);
    expect(assertSound(editor)).toBe('<p>keep me</p><table><tbody><tr><td></td></tr></tbody></table><p></p>');
  });
});

describe('Tab in a table', () => {
  it('moves to the next and previous cells; in the last cell it adds a row and goes to its first cell', () => {
    const editor = newEditor(GRID);
    caret(editor, 'b1', -1);
    expect(handleTab(editor, false)).toBe(true);
    expect(caretBlockText(editor)).toBe('a2');
    expect(handleTab(editor, true)).toBe(true);
    expect(caretBlockText(editor)).toBe('b1');
    caret(editor, 'b2');
    expect(handleTab(editor, false)).toBe(true);
    editor.insertText('a3');
    expect(handleTab(editor, false)).toBe(true);
    editor.insertText('b3');
    expect(assertSound(editor)).toBe(
      '<table><thead><tr><th>h1</th><th>h2</th></tr></thead><tbody><tr><td>a1</td><td>b1</td></tr>' +
        '<tr><td>a2</td><td>b2</td></tr><tr><td>a3</td><td>b3</td></tr></tbody></table><p>after</p>',
    );
  });

  it('Shift+Tab in the first cell lets the focus move on', () => {
    const editor = newEditor(GRID);
    caret(editor, 'h1');
    expect(handleTab(editor, true)).toBe(false);
  });
});

describe('the table menu', () => {
  it('adds a row above and below, the caret in the new row', () => {
    const editor = newEditor(GRID);
    caret(editor, 'a1');
    expect(act(editor, 'rowBelow')).toBe(
      '<table><thead><tr><th>h1</th><th>h2</th></tr></thead><tbody><tr><td>a1</td><td>b1</td></tr>' +
        '<tr><td></td><td></td></tr><tr><td>a2</td><td>b2</td></tr></tbody></table><p>after</p>',
    );
    caret(editor, 'b1');
    tableAction(editor, 'rowAbove');
    editor.insertText('new');
    expect(assertSound(editor)).toContain('<tbody><tr><td></td><td>new</td></tr><tr><td>a1</td><td>b1</td></tr>');
  });

  it('a row above the head row is a head row too', () => {
    const editor = newEditor(GRID);
    caret(editor, 'h1');
    expect(act(editor, 'rowAbove')).toBe(
      '<table><thead><tr><th></th><th></th></tr><tr><th>h1</th><th>h2</th></tr></thead><tbody><tr><td>a1</td><td>b1</td></tr>' +
        '<tr><td>a2</td><td>b2</td></tr></tbody></table><p>after</p>',
    );
  });

  it('adds a column left and right, a header cell in the head row, the caret in the new column', () => {
    const editor = newEditor(GRID);
    caret(editor, 'b1');
    expect(act(editor, 'columnRight')).toBe(
      '<table><thead><tr><th>h1</th><th>h2</th><th></th></tr></thead><tbody><tr><td>a1</td><td>b1</td><td></td></tr>' +
        '<tr><td>a2</td><td>b2</td><td></td></tr></tbody></table><p>after</p>',
    );
    caret(editor, 'a2');
    tableAction(editor, 'columnLeft');
    editor.insertText('x');
    expect(assertSound(editor)).toContain('<tr><td>x</td><td>a2</td><td>b2</td><td></td></tr>');
  });

  it('removes a row and a column with their text, the caret in the cell that takes their place', () => {
    const editor = newEditor(GRID);
    caret(editor, 'a1');
    expect(act(editor, 'removeRow')).toBe(
      '<table><thead><tr><th>h1</th><th>h2</th></tr></thead><tbody><tr><td>a2</td><td>b2</td></tr></tbody></table><p>after</p>',
    );
    const narrower = newEditor(GRID);
    caret(narrower, 'a1');
    expect(act(narrower, 'removeColumn')).toBe(
      '<table><thead><tr><th>h2</th></tr></thead><tbody><tr><td>b1</td></tr><tr><td>b2</td></tr></tbody></table><p>after</p>',
    );
    const rows = newEditor(GRID);
    caret(rows, 'a1');
    tableAction(rows, 'removeRow');
    expect(caretBlockText(rows)).toBe('a2');
    caret(rows, 'b2');
    tableAction(rows, 'removeRow'); // the last row: the caret goes to the row above
    expect(caretBlockText(rows)).toBe('h2');
    const columns = newEditor(GRID);
    caret(columns, 'a1');
    tableAction(columns, 'removeColumn');
    expect(caretBlockText(columns)).toBe('b1');
  });

  it('removing the last row or column removes the table, the caret after it', () => {
    const document = '<p>before</p><table><tbody><tr><td>only</td></tr></tbody></table>';
    const editor = newEditor(document);
    caret(editor, 'only');
    expect(act(editor, 'removeColumn')).toBe('<p>before</p><p></p>');
    const again = newEditor(document);
    caret(again, 'only');
    tableAction(again, 'removeRow');
    // An empty paragraph where the table was, to write on.
    expect(again.children).toHaveLength(2);
    expect(again.selection?.anchor.path).toEqual([1, 0]);
  });

  it('turns the head row on and off', () => {
    const editor = newEditor(GRID);
    caret(editor, 'b2');
    expect(act(editor, 'headerRow')).toBe(
      '<table><tbody><tr><td>h1</td><td>h2</td></tr><tr><td>a1</td><td>b1</td></tr>' +
        '<tr><td>a2</td><td>b2</td></tr></tbody></table><p>after</p>',
    );
    tableAction(editor, 'headerRow');
    expect(assertSound(editor)).toBe(GRID);
    expect(caretBlockText(editor)).toBe('b2');
  });

  it('deletes the table, the caret in the block after it', () => {
    const editor = newEditor(GRID);
    caret(editor, 'b1');
    expect(act(editor, 'deleteTable')).toBe('<p>after</p>');
    const again = newEditor(GRID);
    caret(again, 'b1');
    tableAction(again, 'deleteTable');
    expect(caretBlockText(again)).toBe('after');
  });

  it('answers false outside a table', () => {
    const editor = newEditor(GRID);
    caret(editor, 'after');
    expect(tableAction(editor, 'rowBelow')).toBe(false);
  });
});

describe('spans', () => {
  // | wide (2 columns)  | tall (2 rows) |
  // | one      | two    |               |
  const SPANS =
    '<table><tbody><tr><td colspan="2">wide</td><td rowspan="2">tall</td></tr><tr><td>one</td><td>two</td></tr></tbody></table>';

  it('a row inside a row span makes the span longer', () => {
    const editor = newEditor(SPANS);
    caret(editor, 'wide');
    expect(act(editor, 'rowBelow')).toBe(
      '<table><tbody><tr><td colspan="2">wide</td><td rowspan="3">tall</td></tr><tr><td></td><td></td></tr>' +
        '<tr><td>one</td><td>two</td></tr></tbody></table>',
    );
  });

  it('a column inside a column span makes it wider', () => {
    const editor = newEditor(SPANS);
    caret(editor, 'one');
    expect(act(editor, 'columnRight')).toBe(
      '<table><tbody><tr><td colspan="3">wide</td><td rowspan="2">tall</td></tr><tr><td>one</td><td></td><td>two</td></tr></tbody></table>',
    );
  });

  it('removing the first row of a row span moves the cell down, shorter', () => {
    const editor = newEditor(SPANS);
    caret(editor, 'wide');
    expect(act(editor, 'removeRow')).toBe(
      '<table><tbody><tr><td>one</td><td>two</td><td>tall</td></tr></tbody></table>',
    );
  });

  it('removing a column of a column span makes it narrower', () => {
    const editor = newEditor(SPANS);
    caret(editor, 'two');
    expect(act(editor, 'removeColumn')).toBe(
      '<table><tbody><tr><td>wide</td><td rowspan="2">tall</td></tr><tr><td>one</td></tr></tbody></table>',
    );
  });
});
