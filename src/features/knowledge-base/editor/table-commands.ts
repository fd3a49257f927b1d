// What the table menu, the insert-table dialog and Tab do to a table (issue 20): insert one of a
// chosen size with the caret in its first cell, add and remove rows and columns (table-grid.ts works
// out the spans), turn the head row on and off, delete the table. Each is one undo step that leaves
// the document in the shape schema.ts keeps, and puts the caret in a cell (or after the table).
//
// Rows and columns are edited on the grid and the table node is written back whole: spans make a
// row or column edit touch cells all over the table, and one replace is simpler to keep valid than
// a chain of cell moves. The cells keep their nodes (and so their text and marks).
//
// Why not Plate's table plugin (@platejs/table), the maintained one: its transforms run on a Plate
// editor (Plate's core wraps Slate with its own plugin system and React layer), so using it means
// moving this whole editor, its normalization and its tests onto Plate. These transforms are small,
// follow the same grid rules (spans grow and shrink, a removed span's cell moves down), and the
// property tests (table-grid.property.test.ts, editing.property.test.ts) check them.
import { Editor, Element, Node, Path, Transforms } from 'slate';
import {
  buildTable,
  insertColumn,
  insertRow,
  removeColumn,
  removeRow,
  tableGrid,
  type Grid,
  type GridEdit,
  type PlacedCell,
} from './table-grid';
import type { ArticleEditor, BlockElement, ParagraphElement, TableCellElement, TableElement } from './types';

export const TABLE_LIMITS = { rows: { min: 1, max: 100 }, columns: { min: 1, max: 20 } } as const;

export type TableAction =
  'rowAbove' | 'rowBelow' | 'columnLeft' | 'columnRight' | 'removeRow' | 'removeColumn' | 'headerRow' | 'deleteTable';

/** The table and the cell the selection's focus is in (where the table menu acts). */
export interface TableSelection {
  table: TableElement;
  tablePath: Path;
  cellPath: Path;
  grid: Grid;
  cell: PlacedCell;
}

export function tableAtSelection(editor: ArticleEditor): TableSelection | null {
  if (!editor.selection) return null;
  const entry = Editor.above<TableCellElement>(editor, {
    at: editor.selection.focus,
    match: (n): n is TableCellElement => Element.isElement(n) && n.type === 'table-cell',
  });
  if (!entry) return null;
  const [node, cellPath] = entry;
  const tablePath = cellPath.slice(0, -2);
  const table = Node.get(editor, tablePath) as TableElement;
  const grid = tableGrid(table);
  const cell = grid.cells.find((c) => c.node === node);
  return cell ? { table, tablePath, cellPath, grid, cell } : null;
}

/** A new table (`rows` × `columns`, the first row a head row if asked) with the caret in its first cell. */
export function insertTable(editor: ArticleEditor, rows: number, columns: number, headerRow = true): void {
  const table: TableElement = {
    type: 'table',
    children: Array.from({ length: rows }, (_, r) => ({
      type: 'table-row' as const,
      children: Array.from({ length: columns }, () => ({
        type: 'table-cell' as const,
        ...(headerRow && r === 0 ? { header: true as const } : {}),
        children: [{ text: '' }],
      })),
    })),
  };
  const paragraph: ParagraphElement = { type: 'paragraph', children: [{ text: '' }] };
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
  // A selection stays: the table goes at its end rather than replacing text.
  Transforms.collapse(editor, { edge: 'end' });
  const caret = editor.selection!.focus;
  const top = caret.path[0]!;
  const block = editor.children[top] as BlockElement;
  let at = top + 1;
  Editor.withoutNormalizing(editor, () => {
    if (block.type !== 'paragraph' && block.type !== 'heading') {
      // A table holds no table, and a list, quote, code or picture is not split: the table goes after it.
      Transforms.insertNodes(editor, [table, paragraph], { at: [at] });
    } else if (Node.string(block) === '' || Editor.isStart(editor, caret, [top])) {
      // Before the text (an empty paragraph stays after the table, a place to go on writing).
      at = top;
      Transforms.insertNodes(editor, table, { at: [at] });
    } else if (Editor.isEnd(editor, caret, [top])) {
      Transforms.insertNodes(editor, [table, paragraph], { at: [at] });
    } else {
      Transforms.splitNodes(editor, { at: caret, always: true });
      Transforms.insertNodes(editor, table, { at: [at] });
    }
  });
  Transforms.select(editor, Editor.start(editor, [at]));
}

/** Writes the edited grid back over the table and puts the caret at the start of the edit's target cell. */
function applyGrid(editor: ArticleEditor, tablePath: Path, edit: GridEdit): void {
  const { table, at } = buildTable(edit.cells, edit.height);
  Editor.withoutNormalizing(editor, () => {
    Transforms.removeNodes(editor, { at: tablePath });
    Transforms.insertNodes(editor, table, { at: tablePath });
  });
  const target = (edit.target && at.get(edit.target)) ?? [0, 0];
  Transforms.select(editor, Editor.start(editor, [...tablePath, ...target]));
}

/** The table goes; the caret goes to the block that takes its place (a paragraph if there is none). */
export function deleteTable(editor: ArticleEditor, tablePath: Path): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.removeNodes(editor, { at: tablePath });
    if (!Node.has(editor, tablePath)) {
      Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: tablePath });
    }
  });
  Transforms.select(editor, Editor.start(editor, tablePath));
}

/** True when the table's first row is a head row. */
export function hasHeaderRow(table: TableElement): boolean {
  return table.children[0]?.children.every((cell) => cell.header) ?? false;
}

/** Turns the first row into the head row, or back into an ordinary row. */
export function toggleHeaderRow(editor: ArticleEditor, tablePath: Path): void {
  const table = Node.get(editor, tablePath) as TableElement;
  const on = hasHeaderRow(table);
  Editor.withoutNormalizing(editor, () => {
    table.children[0]?.children.forEach((_, i) => {
      const at = [...tablePath, 0, i];
      if (on) Transforms.unsetNodes(editor, 'header', { at });
      else Transforms.setNodes<TableCellElement>(editor, { header: true }, { at });
    });
  });
}

/** Does a table menu action where the selection is; false when the selection is in no table. */
export function tableAction(editor: ArticleEditor, action: TableAction): boolean {
  const at = tableAtSelection(editor);
  if (!at) return false;
  const { grid, cell, tablePath } = at;
  switch (action) {
    case 'rowAbove':
    case 'rowBelow':
      applyGrid(editor, tablePath, insertRow(grid, cell, action === 'rowBelow'));
      break;
    case 'columnLeft':
    case 'columnRight':
      applyGrid(editor, tablePath, insertColumn(grid, cell, action === 'columnRight'));
      break;
    case 'removeRow':
      if (grid.height <= 1) deleteTable(editor, tablePath);
      else applyGrid(editor, tablePath, removeRow(grid, cell));
      break;
    case 'removeColumn':
      if (grid.width <= 1) deleteTable(editor, tablePath);
      else applyGrid(editor, tablePath, removeColumn(grid, cell));
      break;
    case 'headerRow':
      toggleHeaderRow(editor, tablePath);
      break;
    case 'deleteTable':
      deleteTable(editor, tablePath);
      break;
  }
  return true;
}

/**
 * Tab and Shift+Tab in a table: the caret goes to the next or previous cell. Tab in the last cell
 * adds a row and goes to its first cell; Shift+Tab in the first cell answers false (focus moves on).
 */
export function moveToCell(editor: ArticleEditor, backward: boolean): boolean {
  const at = tableAtSelection(editor);
  if (!at) return false;
  const cells = Array.from(
    Editor.nodes(editor, { at: at.tablePath, match: (n) => Element.isElement(n) && n.type === 'table-cell' }),
  ).map(([, p]) => p);
  const index = cells.findIndex((p) => Path.equals(p, at.cellPath));
  const target = cells[index + (backward ? -1 : 1)];
  if (target) {
    Transforms.select(editor, backward ? Editor.end(editor, target) : Editor.start(editor, target));
    return true;
  }
  if (backward) return false;
  const last = at.grid.cells.find((c) => c.row + c.rowSpan === at.grid.height) ?? at.cell;
  const edit = insertRow(at.grid, last, true);
  const added = edit.cells.filter((c) => c.row === at.grid.height).sort((a, b) => a.col - b.col);
  applyGrid(editor, at.tablePath, { ...edit, target: added[0] });
  return true;
}
