// The Stat Sheet's grid: stats down, periods across, for entering values fast from the keyboard,
// or by touch: a tap on a cell selects it and opens its editor (a click selects, a second click
// edits).
// Virtualised by rows (only those in view are in the DOM) so 500 stats × 12 periods scroll
// smoothly. Focus stays on the grid and the active cell is its aria-activedescendant, so moving
// never depends on a cell that scrolled out of the DOM. Keys: see sheet-keys.ts; pasting a block
// copied from a spreadsheet fills down and right from the active cell.
import { Box, Text } from '@chakra-ui/react';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { StatWithValues } from '../../../../../contract/statistics';
import { parseClipboardGrid, parseNumber } from '../../lib/paste';
import { formatValue } from '../../lib/period-label';
import { scrollToRow, visibleRows } from '../../lib/virtual-window';
import type { QueuedCell } from '../../offline/use-queued-values';
import { CellEditor, type CommitKey } from './cell-editor';
import { COLUMN_WIDTH, HEADER_HEIGHT, OVERSCAN, ROW_HEIGHT, sheetCss } from './sheet-layout';
import { afterCommit, pasteTargets, sheetKeyAction, type Cursor } from './sheet-keys';
import { cellAtTarget, cellId, cellShown, SheetRow } from './sheet-row';

export interface SheetColumn {
  periodStart: string;
  label: string;
  /** The whole period, for screen readers and tooltips. */
  fullLabel: string;
}

export interface CellEntry {
  stat: number;
  periodStart: string;
  value: number;
  queued: QueuedCell | undefined;
}

interface StatSheetProps {
  stats: StatWithValues[];
  columns: SheetColumn[];
  queued: Map<string, QueuedCell>;
  locale: string;
  label: string;
  /** Saves values on the device (resolves once stored). */
  onEnter: (entries: CellEntry[]) => Promise<void>;
  /** Height of the scrolling area (CSS). */
  height?: string;
  /** Stats whose values this user may not enter (the server would refuse them). */
  readOnly?: (stat: StatWithValues) => boolean;
}

export function StatSheet({
  stats,
  columns,
  queued,
  locale,
  label,
  onEnter,
  height = '70vh',
  readOnly = () => false,
}: StatSheetProps) {
  const { t } = useTranslation();
  const gridId = useId().replace(/:/g, '');
  const grid = useRef<HTMLDivElement>(null);
  const [cursor, setCursor] = useState<Cursor>({ row: 0, col: Math.max(0, columns.length - 1) });
  const [editing, setEditing] = useState<{ text: string; select: 'all' | 'end' } | null>(null);
  // How the last press on the grid was made: a finger's tap edits at once, a mouse's click selects.
  const pointerType = useRef('mouse');
  // The rows drawn and the viewport's height; changes only when the drawn window moves.
  const [view, setView] = useState({ start: 0, end: 0, height: 600 });
  const [announcement, setAnnouncement] = useState('');
  const size = { rows: stats.length, cols: columns.length };
  // Clamped, not reset: a filter that shortens the list keeps the cursor inside it.
  const active = { row: Math.min(cursor.row, size.rows - 1), col: Math.min(cursor.col, size.cols - 1) };

  // The rows in view follow the scroll, at most once per frame.
  useLayoutEffect(() => {
    const element = grid.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const height = element.clientHeight;
      const rows = visibleRows(element.scrollTop, height - HEADER_HEIGHT, ROW_HEIGHT, size.rows, OVERSCAN);
      setView((v) => (v.start === rows.start && v.end === rows.end && v.height === height ? v : { ...rows, height }));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(onScroll);
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [size.rows]);

  // The cursor starts on the latest period, at the right end: show it.
  useLayoutEffect(() => {
    if (grid.current) grid.current.scrollLeft = grid.current.scrollWidth;
  }, []);

  /** Brings the active cell into view, below the sticky header and right of the sticky names. */
  const reveal = useCallback((to: Cursor) => {
    const element = grid.current;
    if (!element) return;
    const top = scrollToRow(to.row, element.scrollTop, element.clientHeight, ROW_HEIGHT, HEADER_HEIGHT);
    if (top !== null) element.scrollTop = top;
    const nameWidth = element.querySelector<HTMLElement>('.sheet-header .sheet-name')?.offsetWidth ?? 0;
    const left = to.col * COLUMN_WIDTH;
    const right = nameWidth + left + COLUMN_WIDTH;
    if (left < element.scrollLeft) element.scrollLeft = left;
    else if (right > element.scrollLeft + element.clientWidth) element.scrollLeft = right - element.clientWidth;
  }, []);

  const moveTo = (to: Cursor) => {
    setCursor(to);
    reveal(to);
  };

  const stopEditing = () => {
    setEditing(null);
    grid.current?.focus({ preventScroll: true });
  };

  const enter = async (cells: Array<Cursor & { value: number }>) => {
    const entries = cells.flatMap(({ row, col, value }) => {
      const stat = stats[row];
      const column = columns[col];
      if (!stat || !column || readOnly(stat)) return [];
      const shown = cellShown(stat, col, queued);
      // Entering the value already there changes nothing and queues nothing.
      if (shown.value === value && shown.state !== 'failed') return [];
      return [{ stat: stat.id, periodStart: column.periodStart, value, queued: shown.queued }];
    });
    if (entries.length > 0) await onEnter(entries);
    return entries.length;
  };

  const onCommit = (value: number | null, key: CommitKey, shift: boolean) => {
    const at = active;
    stopEditing();
    if (value !== null) void enter([{ ...at, value }]);
    if (key !== 'blur') moveTo(afterCommit(key, shift, at, size));
  };

  /** Opens the editor on `at` with its value ('keep') or a character typed over it. */
  const startEditing = (at: Cursor, initial: 'keep' | string, select?: 'all') => {
    const stat = stats[at.row];
    if (stat && readOnly(stat)) {
      setAnnouncement(t('statistics.sheet.readOnly'));
      return;
    }
    const shown = stat ? cellShown(stat, at.col, queued).value : null;
    const text = initial === 'keep' ? (shown === null ? '' : String(shown)) : initial;
    setEditing({ text, select: select ?? (text.length === 1 ? 'end' : 'all') });
    reveal(at);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing !== null || size.rows === 0) return;
    const pageRows = Math.max(1, Math.floor((view.height - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
    const action = sheetKeyAction(event, active, { ...size, pageRows });
    if (action.type === 'none') return;
    event.preventDefault();
    if (action.type === 'move') moveTo(action.to);
    else startEditing(active, action.initial);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const at = cellAtTarget(event.target);
    if (!at) return;
    // The editor just left (its blur committed the value) or was never open.
    const again = at.row === active.row && at.col === active.col;
    moveTo(at);
    if (pointerType.current !== 'mouse' || again) startEditing(at, 'keep', 'all');
    else grid.current?.focus({ preventScroll: true });
  };

  const onPaste = async (event: ClipboardEvent<HTMLDivElement>) => {
    if (editing !== null || size.rows === 0) return;
    event.preventDefault();
    const { cells, rejected } = pasteTargets(
      parseClipboardGrid(event.clipboardData.getData('text/plain')),
      active,
      size,
      parseNumber,
    );
    const entered = await enter(cells);
    setAnnouncement(
      [
        t('statistics.sheet.pasted', { count: entered }),
        rejected > 0 ? t('statistics.sheet.pasteRejected', { count: rejected }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  };

  const start = Math.min(view.start, size.rows);
  const end = Math.min(Math.max(view.end, start), size.rows);
  // The active row stays drawn when scrolled away: it is the grid's aria-activedescendant, and may
  // hold the editor.
  const drawn = Array.from({ length: end - start }, (_, i) => start + i);
  if (size.rows > 0 && (active.row < start || active.row >= end)) drawn.push(active.row);
  const activeStat = stats[active.row];
  const activeColumn = columns[active.col];
  const activeCell = activeStat ? cellShown(activeStat, active.col, queued) : null;
  const editorLabel = activeStat && activeColumn ? `${activeStat.name}, ${activeColumn.fullLabel}` : '';

  return (
    <Box>
      <Box
        ref={grid}
        role="grid"
        aria-label={label}
        aria-rowcount={size.rows + 1}
        aria-colcount={size.cols + 1}
        aria-activedescendant={size.rows > 0 && editing === null ? cellId(gridId, active.row, active.col) : undefined}
        tabIndex={0}
        css={sheetCss}
        // No taller than its rows: a short list leaves no empty box under it.
        style={{ height: `min(${height}, ${size.rows * ROW_HEIGHT + HEADER_HEIGHT + 2}px)` }}
        data-testid="stat-sheet"
        onKeyDown={onKeyDown}
        onPointerDown={(e) => {
          pointerType.current = e.pointerType;
        }}
        onClick={onClick}
        onPaste={(e) => void onPaste(e)}
      >
        <div className="sheet-header" role="row" aria-rowindex={1}>
          <div className="sheet-name" role="columnheader" aria-colindex={1}>
            {t('statistics.sheet.stat')}
          </div>
          {columns.map((column, col) => (
            <div
              key={column.periodStart}
              className="sheet-head"
              role="columnheader"
              aria-colindex={col + 2}
              title={column.fullLabel}
            >
              {column.label}
            </div>
          ))}
        </div>
        <div style={{ position: 'relative', height: size.rows * ROW_HEIGHT }} role="rowgroup">
          {drawn.map((index) => {
            const stat = stats[index]!;
            const isActive = index === active.row;
            return (
              <SheetRow
                key={stat.id}
                gridId={gridId}
                stat={stat}
                index={index}
                queued={queued}
                locale={locale}
                activeCol={isActive ? active.col : -1}
                readOnly={readOnly(stat)}
                editor={
                  isActive && editing !== null ? (
                    <CellEditor
                      initial={editing.text}
                      select={editing.select}
                      label={editorLabel}
                      onCommit={onCommit}
                      onCancel={stopEditing}
                    />
                  ) : null
                }
              />
            );
          })}
        </div>
      </Box>
      <Text
        fontSize="sm"
        color={activeCell?.state === 'failed' ? 'red.fg' : 'fg.muted'}
        mt="2"
        minH="5"
        data-testid="sheet-status"
      >
        {activeCell?.state === 'failed'
          ? t('statistics.sheet.refusedStatus', { message: activeCell.error ?? '' })
          : activeCell && activeStat && activeColumn
            ? `${activeStat.name} · ${activeColumn.fullLabel}${activeCell.value === null ? '' : ` · ${formatValue(activeCell.value, locale)}`}`
            : ''}
      </Text>
      <Box aria-live="polite" srOnly>
        {announcement}
      </Box>
    </Box>
  );
}
