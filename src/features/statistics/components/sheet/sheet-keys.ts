// What a key does in the sheet while no cell is being edited, as a pure function of the key and
// the cursor: moving like a spreadsheet (arrows, Home/End, Ctrl+Home/End, PageUp/PageDown), Enter
// or F2 to edit the value, and any printable character to start typing over it.

export interface Cursor {
  row: number;
  col: number;
}

export type SheetKeyAction =
  { type: 'move'; to: Cursor } | { type: 'edit'; initial: 'keep' | string } | { type: 'none' };

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export function sheetKeyAction(
  event: KeyLike,
  cursor: Cursor,
  size: { rows: number; cols: number; pageRows: number },
): SheetKeyAction {
  const clamp = (row: number, col: number): SheetKeyAction => ({
    type: 'move',
    to: { row: Math.max(0, Math.min(size.rows - 1, row)), col: Math.max(0, Math.min(size.cols - 1, col)) },
  });
  const { row, col } = cursor;
  const jump = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case 'ArrowUp':
      return clamp(jump ? 0 : row - 1, col);
    case 'ArrowDown':
      return clamp(jump ? size.rows - 1 : row + 1, col);
    case 'ArrowLeft':
      return clamp(row, jump ? 0 : col - 1);
    case 'ArrowRight':
      return clamp(row, jump ? size.cols - 1 : col + 1);
    case 'Home':
      return clamp(jump ? 0 : row, 0);
    case 'End':
      return clamp(jump ? size.rows - 1 : row, size.cols - 1);
    case 'PageUp':
      return clamp(row - size.pageRows, col);
    case 'PageDown':
      return clamp(row + size.pageRows, col);
    case 'Enter':
    case 'F2':
      return { type: 'edit', initial: 'keep' };
    default:
      // A character typed over the cell replaces its value, as in a spreadsheet.
      if (event.key.length === 1 && !jump && !event.altKey && event.key !== ' ') {
        return { type: 'edit', initial: event.key };
      }
      return { type: 'none' };
  }
}

/** Where the cursor goes after a value is committed with Enter (down), Shift+Enter (up) or Tab. */
export function afterCommit(
  key: 'Enter' | 'Tab' | 'ArrowUp' | 'ArrowDown' | 'blur',
  shift: boolean,
  cursor: Cursor,
  size: { rows: number; cols: number },
): Cursor {
  const row = (r: number) => Math.max(0, Math.min(size.rows - 1, r));
  const col = (c: number) => Math.max(0, Math.min(size.cols - 1, c));
  if (key === 'Enter') return { row: row(cursor.row + (shift ? -1 : 1)), col: cursor.col };
  if (key === 'ArrowDown') return { row: row(cursor.row + 1), col: cursor.col };
  if (key === 'ArrowUp') return { row: row(cursor.row - 1), col: cursor.col };
  if (key === 'Tab') return { row: cursor.row, col: col(cursor.col + (shift ? -1 : 1)) };
  return cursor;
}

/**
 * The cells a clipboard grid fills from the cursor: down (and right) from it, within the sheet.
 * Empty cells are skipped; cells that are not numbers are counted, not entered.
 */
export function pasteTargets(
  grid: string[][],
  cursor: Cursor,
  size: { rows: number; cols: number },
  parse: (text: string) => number | null,
): { cells: Array<Cursor & { value: number }>; rejected: number } {
  const cells: Array<Cursor & { value: number }> = [];
  let rejected = 0;
  grid.forEach((line, i) => {
    line.forEach((text, j) => {
      const row = cursor.row + i;
      const col = cursor.col + j;
      if (row >= size.rows || col >= size.cols || text.trim() === '') return;
      const value = parse(text);
      if (value === null) rejected++;
      else cells.push({ row, col, value });
    });
  });
  return { cells, rejected };
}
