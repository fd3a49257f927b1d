// One stat's row of the sheet: its name, then a cell per period showing the value queued on this
// device (marked waiting, or refused with the server's message) over the server's. Memoised: a
// scroll redraws only the rows that come into view, and a keystroke only the active row.
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatWithValues } from '../../../../../contract/statistics';
import { formatValue } from '../../lib/period-label';
import { cellKey, type QueuedCell } from '../../offline/use-queued-values';
import { ROW_HEIGHT } from './sheet-layout';

export const cellId = (gridId: string, row: number, col: number) => `${gridId}-r${row}-c${col}`;

/** The cell under a press, from its row's and its own ARIA indexes (index 1 is the names). */
export function cellAtTarget(target: EventTarget): { row: number; col: number } | null {
  const element = target instanceof Element ? target : null;
  // A press inside the open editor is the editor's (moving the caret, selecting).
  if (!element || element.closest('input')) return null;
  const cell = element.closest('[role="gridcell"]');
  const row = Number(cell?.parentElement?.getAttribute('aria-rowindex')) - 2;
  const col = Number(cell?.getAttribute('aria-colindex')) - 2;
  return row >= 0 && col >= 0 ? { row, col } : null;
}

export type CellState = 'saved' | 'waiting' | 'failed' | 'empty';

export function cellShown(stat: StatWithValues, col: number, queued: Map<string, QueuedCell>) {
  const period = stat.periods[col];
  const waiting = period ? queued.get(cellKey(stat.id, period.period_start)) : undefined;
  const value = waiting ? waiting.value : (period?.value ?? null);
  const state: CellState = waiting
    ? waiting.state === 'failed'
      ? 'failed'
      : 'waiting'
    : value === null
      ? 'empty'
      : 'saved';
  return { value, state, error: waiting?.error ?? null, queued: waiting };
}

interface SheetRowProps {
  gridId: string;
  stat: StatWithValues;
  index: number;
  queued: Map<string, QueuedCell>;
  locale: string;
  /** The active column when the active cell is in this row, else -1. */
  activeCol: number;
  /** The editor, rendered in the active cell while editing. */
  editor: ReactNode;
  readOnly: boolean;
}

export const SheetRow = memo(function SheetRow({
  gridId,
  stat,
  index,
  queued,
  locale,
  activeCol,
  editor,
  readOnly,
}: SheetRowProps) {
  const { t } = useTranslation();
  return (
    <div
      className="sheet-row"
      role="row"
      aria-rowindex={index + 2}
      style={{ transform: `translateY(${ROW_HEIGHT * index}px)` }}
    >
      <div className="sheet-name" role="rowheader" aria-colindex={1} title={stat.name}>
        {stat.name}
      </div>
      {stat.periods.map((period, col) => {
        const { value, state, error } = cellShown(stat, col, queued);
        const active = col === activeCol;
        return (
          <div
            key={period.period_start}
            id={cellId(gridId, index, col)}
            className="sheet-cell"
            role="gridcell"
            aria-colindex={col + 2}
            aria-selected={active}
            aria-readonly={readOnly || undefined}
            data-active={active || undefined}
            data-state={state}
            data-testid="sheet-cell"
            data-stat={stat.id}
            data-period={period.period_start}
            title={error ?? undefined}
          >
            {active && editor ? (
              editor
            ) : (
              <>
                {value === null ? '' : formatValue(value, locale)}
                {state === 'waiting' && <span className="visually-hidden">{t('statistics.sheet.waiting')}</span>}
                {state === 'failed' && (
                  <span className="visually-hidden">{t('statistics.sheet.refused', { message: error ?? '' })}</span>
                )}
              </>
            )}
          </div>
        );
      })}
    </div>
  );
});
