// The sheet from the keyboard: moving, editing, committing and moving on, giving up, refusing text
// that is not a number, pasting a column copied from a spreadsheet, and showing queued values as
// waiting or refused with the server's message; and by touch: a tap edits a cell, a click selects.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StatWithValues } from '../../../../../contract/statistics';
import { renderWithProviders, setupApiServer } from '../../../../test/render';
import type { QueuedCell } from '../../offline/use-queued-values';
import { StatSheet, type CellEntry, type SheetColumn } from './stat-sheet';

setupApiServer();

const PERIODS = ['2026-03-02', '2026-03-09', '2026-03-16'];
const columns: SheetColumn[] = PERIODS.map((p) => ({ periodStart: p, label: p.slice(5), fullLabel: p }));

function stat(id: number, values: (number | null)[]): StatWithValues {
  return {
    id,
    name: `Stat ${id}`,
    periods: PERIODS.map((p, i) => ({ period_start: p, period_end: p, value: values[i] ?? null })),
    values: [],
  } as unknown as StatWithValues;
}

const stats = [stat(1, [1, 2, 3]), stat(2, [null, null, 10]), stat(3, [])];

function setup(queued = new Map<string, QueuedCell>(), readOnly?: (stat: StatWithValues) => boolean) {
  const onEnter = vi.fn<(entries: CellEntry[]) => Promise<void>>(async () => {});
  const view = renderWithProviders(
    <StatSheet
      stats={stats}
      columns={columns}
      queued={queued}
      locale="en"
      label="Values"
      onEnter={onEnter}
      readOnly={readOnly}
    />,
  );
  const grid = screen.getByRole('grid', { name: 'Values' });
  const activeCell = () => document.getElementById(grid.getAttribute('aria-activedescendant') ?? '')!;
  const at = (el: HTMLElement) => [Number(el.dataset.stat), el.dataset.period];
  return { ...view, grid, onEnter, activeCell, at };
}

// Keyboard journeys through user-event: allow for a machine loaded by the whole suite.
describe('StatSheet', { timeout: 15_000 }, () => {
  it('starts on the latest period of the first stat and moves with the arrows, Home and End', async () => {
    const { user, grid, activeCell, at } = setup();
    await user.click(grid);
    grid.focus();
    expect(at(activeCell())).toEqual([1, '2026-03-16']);
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(at(activeCell())).toEqual([2, '2026-03-09']);
    await user.keyboard('{Home}');
    expect(at(activeCell())).toEqual([2, '2026-03-02']);
    await user.keyboard('{Control>}{End}{/Control}');
    expect(at(activeCell())).toEqual([3, '2026-03-16']);
    // The edges hold.
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(at(activeCell())).toEqual([3, '2026-03-16']);
    expect(activeCell()).toHaveAttribute('aria-selected', 'true');
  });

  it('types over a cell, saves with Enter and moves down', async () => {
    const { user, grid, onEnter, activeCell, at } = setup();
    grid.focus();
    await user.keyboard('42');
    const editor = screen.getByTestId('sheet-editor');
    expect(editor).toHaveValue('42');
    expect(editor).toHaveAccessibleName('Stat 1, 2026-03-16');
    await user.keyboard('{Enter}');
    expect(onEnter).toHaveBeenCalledWith([{ stat: 1, periodStart: '2026-03-16', value: 42, queued: undefined }]);
    expect(screen.queryByTestId('sheet-editor')).not.toBeInTheDocument();
    expect(at(activeCell())).toEqual([2, '2026-03-16']);
    expect(grid).toHaveFocus();
  });

  it('edits the current value with Enter, gives up with Escape, and enters nothing unchanged', async () => {
    const { user, grid, onEnter } = setup();
    grid.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('sheet-editor')).toHaveValue('3');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('sheet-editor')).not.toBeInTheDocument();
    await user.keyboard('{Enter}{Enter}');
    expect(onEnter).not.toHaveBeenCalled();
  });

  it('keeps text that is not a number in the editor, marked invalid', async () => {
    const { user, grid, onEnter } = setup();
    grid.focus();
    await user.keyboard('abc{Enter}');
    const editor = screen.getByTestId('sheet-editor');
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAttribute('title', 'Enter a number.');
    expect(onEnter).not.toHaveBeenCalled();
    await user.clear(editor);
    await user.keyboard('1,5{Tab}');
    expect(onEnter).toHaveBeenCalledWith([expect.objectContaining({ stat: 1, value: 1.5 })]);
  });

  it('pastes a copied column down from the active cell, skipping what is not a number', async () => {
    const { user, grid, onEnter } = setup();
    grid.focus();
    await user.keyboard('{Home}');
    await user.paste('7\nn/a\n9\n11\n');
    expect(onEnter).toHaveBeenCalledWith([
      { stat: 1, periodStart: '2026-03-02', value: 7, queued: undefined },
      { stat: 3, periodStart: '2026-03-02', value: 9, queued: undefined },
    ]);
    expect(await screen.findByText('2 values entered. 1 cell was not a number and was skipped.')).toBeInTheDocument();
  });

  it('shows queued values as waiting, and refused ones with the server message', async () => {
    const queued = new Map<string, QueuedCell>([
      ['2:2026-03-02', { value: 5, id: 'a', state: 'pending', error: null, attempted: false }],
      ['2:2026-03-09', { value: 6, id: 'b', state: 'failed', error: 'This stat is archived.', attempted: true }],
    ]);
    const { user, grid, onEnter } = setup(queued);
    const row = screen.getAllByRole('row')[2]!;
    const [waiting, refused] = within(row).getAllByRole('gridcell');
    expect(waiting).toHaveAttribute('data-state', 'waiting');
    expect(waiting).toHaveTextContent('5, waiting to sync');
    expect(refused).toHaveAttribute('data-state', 'failed');
    expect(refused).toHaveAttribute('title', 'This stat is archived.');
    expect(refused).toHaveTextContent('6, not saved: This stat is archived.');

    grid.focus();
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(screen.getByTestId('sheet-status')).toHaveTextContent('Not saved. Server said: This stat is archived.');
    // Entering the same value again retries it: the refused change is handed over to be replaced.
    await user.keyboard('6{Enter}');
    expect(onEnter).toHaveBeenCalledWith([
      { stat: 2, periodStart: '2026-03-09', value: 6, queued: expect.objectContaining({ id: 'b' }) },
    ]);
  });

  it('does not edit the rows of stats the user may not enter values for, nor paste into them', async () => {
    const { user, grid, onEnter } = setup(new Map(), (stat) => stat.id === 2);
    expect(screen.getAllByRole('row')[2]!.querySelector('[role="gridcell"]')).toHaveAttribute('aria-readonly', 'true');
    grid.focus();
    await user.keyboard('{ArrowDown}5');
    expect(screen.queryByTestId('sheet-editor')).not.toBeInTheDocument();
    expect(await screen.findByText("Only the stat's owner or a stat admin can enter its values.")).toBeInTheDocument();
    await user.keyboard('{ArrowUp}');
    await user.paste('1\n2\n3');
    expect(onEnter).toHaveBeenCalledWith([
      expect.objectContaining({ stat: 1, value: 1 }),
      expect.objectContaining({ stat: 3, value: 3 }),
    ]);
  });

  const cellOf = (row: number, col: number) =>
    within(screen.getAllByRole('row')[row + 1]!).getAllByRole('gridcell')[col]!;

  it('opens an editor with the numeric keyboard on a tap, and saves when another cell is tapped', async () => {
    const { user, onEnter, activeCell, at } = setup();
    await user.pointer({ keys: '[TouchA]', target: cellOf(0, 1) });
    const editor = screen.getByTestId('sheet-editor');
    expect(editor).toHaveAttribute('inputmode', 'decimal');
    expect(editor).toHaveFocus();
    expect(editor).toHaveValue('2');
    expect(editor).toHaveAccessibleName('Stat 1, 2026-03-09');
    // The value is selected: typing replaces it.
    await user.keyboard('25');
    await user.pointer({ keys: '[TouchA]', target: cellOf(1, 2) });
    expect(onEnter).toHaveBeenCalledWith([{ stat: 1, periodStart: '2026-03-09', value: 25, queued: undefined }]);
    expect(screen.getByTestId('sheet-editor')).toHaveValue('10');
    await user.keyboard('{Escape}');
    expect(at(activeCell())).toEqual([2, '2026-03-16']);
  });

  it('selects a cell on a mouse click and edits it on a second click', async () => {
    const { user, grid, activeCell, at } = setup();
    await user.click(cellOf(1, 0));
    expect(at(activeCell())).toEqual([2, '2026-03-02']);
    expect(grid).toHaveFocus();
    expect(screen.queryByTestId('sheet-editor')).not.toBeInTheDocument();
    await user.click(cellOf(1, 0));
    expect(screen.getByTestId('sheet-editor')).toHaveValue('');
  });

  it('selects a read-only cell on a tap without editing it', async () => {
    const { user, activeCell, at } = setup(new Map(), (stat) => stat.id === 2);
    await user.pointer({ keys: '[TouchA]', target: cellOf(1, 2) });
    expect(at(activeCell())).toEqual([2, '2026-03-16']);
    expect(screen.queryByTestId('sheet-editor')).not.toBeInTheDocument();
    expect(await screen.findByText("Only the stat's owner or a stat admin can enter its values.")).toBeInTheDocument();
  });
});
