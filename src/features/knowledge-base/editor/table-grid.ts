// A table as a grid of slots (issue 20): where each cell sits once row and column spans are counted,
// as a browser lays an HTML table out (each cell takes the first free slot of its row; a row span
// reaches into the rows below). Adding and removing rows and columns are edits of this grid, and
// the table is written back from it, so spans grow, shrink and move with the rows and columns they
// cross, and a table whose rows all had the same width keeps it.
import type { TableCellElement, TableElement, TableRowElement } from './types';

/** A cell with its place in the grid: its first row and column, and how many it covers. */
export interface PlacedCell {
  node: TableCellElement;
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
}

export interface Grid {
  /** Rows in the table (a row may start no cell when spans from above cover it). */
  height: number;
  /** The widest row, in slots. */
  width: number;
  cells: PlacedCell[];
  /** slots[row][col]: the cell covering it, or null where a short row leaves it empty. */
  slots: (PlacedCell | null)[][];
  /** Slots two cells claim (a row span meeting a column span): a table no browser draws as written. */
  overlaps: number;
}

/** The grid of a table, and the path index of each cell in its row (`cells` in document order). */
export function tableGrid(table: TableElement): Grid {
  const height = table.children.length;
  const slots: (PlacedCell | null)[][] = Array.from({ length: height }, () => []);
  const cells: PlacedCell[] = [];
  let overlaps = 0;
  table.children.forEach((row, r) => {
    let col = 0;
    for (const node of row.children) {
      while (slots[r]![col]) col++;
      // A row span reaches at most to the table's last row, as in a browser.
      const rowSpan = Math.max(1, Math.min(node.rowSpan ?? 1, height - r));
      const colSpan = Math.max(1, node.colSpan ?? 1);
      const cell: PlacedCell = { node, row: r, col, rowSpan, colSpan };
      cells.push(cell);
      for (let dr = 0; dr < rowSpan; dr++) {
        for (let dc = 0; dc < colSpan; dc++) {
          if (slots[r + dr]![col + dc]) overlaps++;
          slots[r + dr]![col + dc] = cell;
        }
      }
      col += colSpan;
    }
  });
  const width = Math.max(0, ...slots.map((row) => row.length));
  for (const row of slots) for (let c = 0; c < width; c++) row[c] ??= null;
  return { height, width, cells, slots, overlaps };
}

/** True when every row covers the same slots with no gap and no two cells claim one. */
export function isRectangular(grid: Grid): boolean {
  return grid.overlaps === 0 && grid.slots.every((row) => row.every((slot) => slot !== null));
}

const newCell = (header: boolean): TableCellElement => ({
  type: 'table-cell',
  ...(header ? { header: true as const } : {}),
  children: [{ text: '' }],
});

/** A row whose cells are all header cells (a head row). */
const isHeaderRow = (grid: Grid, row: number) => {
  const own = grid.cells.filter((c) => c.row === row);
  return own.length > 0 && own.every((c) => c.node.header);
};

/**
 * The table written back from placed cells: each row's cells in column order, spans of 1 left out,
 * rows that start no cell removed (the spans through them shortened). Answers the table and where
 * each placed cell ended up ([row, index]).
 */
export function buildTable(
  cells: PlacedCell[],
  height: number,
): { table: TableElement; at: Map<PlacedCell, [number, number]> } {
  let rows = height;
  for (let r = rows - 1; r >= 0; r--) {
    if (cells.some((c) => c.row === r)) continue;
    for (const c of cells) {
      if (c.row < r && c.row + c.rowSpan > r) c.rowSpan--;
      else if (c.row > r) c.row--;
    }
    rows--;
  }
  const at = new Map<PlacedCell, [number, number]>();
  const children: TableRowElement[] = [];
  for (let r = 0; r < rows; r++) {
    const own = cells.filter((c) => c.row === r).sort((a, b) => a.col - b.col);
    own.forEach((c, i) => at.set(c, [r, i]));
    children.push({ type: 'table-row', children: own.map(withSpans) });
  }
  return { table: { type: 'table', children }, at };
}

function withSpans(cell: PlacedCell): TableCellElement {
  const { colSpan: _colSpan, rowSpan: _rowSpan, ...rest } = cell.node;
  return {
    ...rest,
    ...(cell.colSpan > 1 ? { colSpan: cell.colSpan } : {}),
    ...(cell.rowSpan > 1 ? { rowSpan: cell.rowSpan } : {}),
  };
}

/** Copies of the grid's cells, to edit without touching the document's nodes. */
const copyCells = (grid: Grid) => {
  const copies = new Map(grid.cells.map((c) => [c, { ...c }]));
  return { cells: [...copies.values()], copy: (c: PlacedCell) => copies.get(c)! };
};

/** An edit's result: the new cells, the table's height, and the cell the caret goes to. */
export interface GridEdit {
  cells: PlacedCell[];
  height: number;
  target: PlacedCell | undefined;
}

/**
 * A new row above or below `cell`'s row(s). Cells spanning across the new row's place grow over it;
 * every other column gets a new empty cell. The new row is a head row when it goes above a head row.
 * The caret goes to the new cell in `cell`'s column.
 */
export function insertRow(grid: Grid, cell: PlacedCell, below: boolean): GridEdit {
  const { cells, copy } = copyCells(grid);
  const at = below ? cell.row + cell.rowSpan : cell.row; // the new row's index
  const header = !below && isHeaderRow(grid, cell.row);
  for (const c of cells) if (c.row >= at) c.row++;
  const grown = new Set<PlacedCell>();
  const added: PlacedCell[] = [];
  for (let col = 0; col < grid.width; col++) {
    // The slot the new row is beside: the row it goes under, or the row it goes above.
    const beside = grid.slots[below ? at - 1 : at]?.[col] ?? null;
    const across = beside && (below ? beside.row + beside.rowSpan > at : beside.row < at);
    if (beside && across) {
      if (!grown.has(beside)) copy(beside).rowSpan++;
      grown.add(beside);
      continue;
    }
    added.push({ node: newCell(header), row: at, col, rowSpan: 1, colSpan: 1 });
  }
  cells.push(...added);
  const target = added.find((c) => c.col >= cell.col) ?? added[0];
  return { cells, height: grid.height + 1, target };
}

/**
 * A new column left or right of `cell`'s column(s). Cells spanning across its place grow over it;
 * every other row gets a new empty cell (a header cell in a head row). The caret goes to the new
 * cell in `cell`'s row.
 */
export function insertColumn(grid: Grid, cell: PlacedCell, right: boolean): GridEdit {
  const { cells, copy } = copyCells(grid);
  const at = right ? cell.col + cell.colSpan : cell.col; // the new column's index
  for (const c of cells) if (c.col >= at) c.col++;
  const grown = new Set<PlacedCell>();
  const added: PlacedCell[] = [];
  for (let row = 0; row < grid.height; row++) {
    const beside = grid.slots[row]![right ? at - 1 : at] ?? null;
    const across = beside && (right ? beside.col + beside.colSpan > at : beside.col < at);
    if (beside && across) {
      if (!grown.has(beside)) copy(beside).colSpan++;
      grown.add(beside);
      continue;
    }
    added.push({ node: newCell(isHeaderRow(grid, row)), row, col: at, rowSpan: 1, colSpan: 1 });
  }
  cells.push(...added);
  const target = added.find((c) => c.row >= cell.row) ?? added[0];
  return { cells, height: grid.height, target };
}

/**
 * Removes `cell`'s first row: its cells go with their text, except one spanning further down, which
 * moves down a row; cells spanning through it lose a row. The caret goes to `cell`'s column in the
 * row that takes its place (or the row above, for the last row).
 */
export function removeRow(grid: Grid, cell: PlacedCell): GridEdit {
  const r = cell.row;
  const cells: PlacedCell[] = [];
  for (const c of grid.cells) {
    if (c.row === r && c.rowSpan === 1) continue;
    const copy = { ...c };
    if (c.row <= r && c.row + c.rowSpan > r) copy.rowSpan--;
    else if (c.row > r) copy.row--;
    cells.push(copy);
  }
  const height = grid.height - 1;
  return { cells, height, target: cellAt(cells, Math.min(r, height - 1), cell.col) };
}

/**
 * Removes `cell`'s first column: its cells go with their text, except one spanning further right,
 * which loses a column. The caret goes to `cell`'s row in the column that takes its place (or the
 * one to the left, for the last column).
 */
export function removeColumn(grid: Grid, cell: PlacedCell): GridEdit {
  const k = cell.col;
  const cells: PlacedCell[] = [];
  for (const c of grid.cells) {
    if (c.col === k && c.colSpan === 1) continue;
    const copy = { ...c };
    if (c.col <= k && c.col + c.colSpan > k) copy.colSpan--;
    else if (c.col > k) copy.col--;
    cells.push(copy);
  }
  const width = grid.width - 1;
  const target = cellAt(cells, cell.row, Math.min(k, width - 1)) ?? cells.find((c) => c.row >= cell.row) ?? cells[0];
  return { cells, height: grid.height, target };
}

/** The cell covering a slot, among placed cells. */
export function cellAt(cells: PlacedCell[], row: number, col: number): PlacedCell | undefined {
  return cells.find((c) => c.row <= row && row < c.row + c.rowSpan && c.col <= col && col < c.col + c.colSpan);
}
