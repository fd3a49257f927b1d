// The admin's week: a row per person (open shifts first) or per position, a column per day of the
// company's week, each shift a small card with its times, what it is (position or person) and its
// conflicts. A card opens the shift; dragged onto another cell it moves there (same wall times; by
// person to that person, by position to that position); its Move button does the same from the
// keyboard. A cell's + adds a shift on that day for that row. The grid scrolls sideways on a phone
// with the names kept in view.
// Built for a 500-shift week (tests/bench/schedule-week.bench.mjs): plain elements styled by one
// class set on the table (a styled component per card cost ~2 ms each), one delegated handler per
// event for the whole grid, memoised rows, and the rows drawn a batch per frame in transitions so
// no main-thread task runs long; the table's fixed layout keeps each batch's layout cheap.
import { Box, chakra } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { memo, startTransition, useEffect, useMemo, useRef, useState, type DragEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '../../../../../contract/shifts';
import { clockTime, type ScheduleMode, type ScheduleRow } from '../../lib/schedule-week';
import { SHIFT_DRAG_TYPE } from './schedule-grid-bits';

export interface ScheduleGridProps {
  rows: ScheduleRow[];
  dates: string[];
  mode: ScheduleMode;
  zone: string;
  dayLabel: (date: string) => string;
  onOpen: (shift: Shift) => void;
  onAdd: (date: string, row: ScheduleRow) => void;
  onMove: (shift: Shift) => void;
  onDrop: (shiftId: number, date: string, row: ScheduleRow) => void;
}

/** Rows added to the grid per frame. */
const ROWS_PER_BATCH = 10;

const gridCss = {
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  minW: '4xl',
  w: 'full',
  '& th.name': {
    position: 'sticky',
    left: 0,
    bg: 'bg',
    zIndex: 1,
    textAlign: 'start',
    p: '2',
    w: '36',
    fontWeight: 'medium',
    overflowWrap: 'anywhere',
  },
  '& thead th': { p: '2', textAlign: 'start', whiteSpace: 'nowrap' },
  '& td': { borderWidth: '1px', borderColor: 'border', p: '1', verticalAlign: 'top' },
  '& td.over': { bg: 'blue.subtle' },
  '& .card': {
    display: 'flex',
    alignItems: 'stretch',
    mb: '1',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'blue.muted',
    bg: 'blue.subtle',
    fontSize: 'xs',
  },
  '& .card.draft': { borderStyle: 'dashed', bg: 'bg.subtle' },
  '& .card.conflict': { borderColor: 'red.solid', borderWidth: '2px' },
  '& .card-open': {
    flex: '1',
    minW: 0,
    textAlign: 'start',
    px: '1.5',
    py: '1',
    minH: '11',
    lineHeight: 'short',
    cursor: 'grab',
  },
  '& .times': { display: 'block', fontWeight: 'semibold' },
  '& .muted': {
    display: 'block',
    color: 'fg.muted',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .conflict-text': { display: 'block', color: 'red.fg', fontWeight: 'medium' },
  '& .small': { px: '1.5', minW: '8', minH: '11', color: 'fg.muted', borderRadius: 'md', cursor: 'pointer' },
  '& .small:hover': { bg: 'bg.muted' },
  '& .add': { w: 'full' },
} as const;

interface Labels {
  draft: string;
  published: string;
  open: string;
  overlap: string;
  timeOff: string;
  card: (times: string, what: string, status: string) => string;
  move: (times: string) => string;
  add: (name: string, day: string) => string;
}

/**
 * A message with its placeholders left in, filled by plain string replacement: i18next's t() with
 * interpolation for each of 1,200 cards and cells was a good part of a 500-shift week's render.
 */
function template(t: TFunction, key: 'shifts.cardLabel' | 'shifts.move.label' | 'shifts.addFor', names: string[]) {
  const marks = Object.fromEntries(names.map((name, i) => [name, `\u241f${i}\u241f`]));
  const text = t(key, { ...marks, interpolation: { escapeValue: false } });
  return (...values: string[]) => text.replace(/\u241f(\d)\u241f/g, (_, i: string) => values[Number(i)] ?? '');
}

function labelsOf(t: TFunction): Labels {
  return {
    draft: t('shifts.draft'),
    published: t('shifts.published'),
    open: t('shifts.openShift'),
    overlap: t('shifts.conflict.overlap'),
    timeOff: t('shifts.conflict.timeOff'),
    card: template(t, 'shifts.cardLabel', ['times', 'what', 'status']),
    move: template(t, 'shifts.move.label', ['times']),
    add: template(t, 'shifts.addFor', ['name', 'day']),
  };
}

function card(shift: Shift, mode: ScheduleMode, zone: string, labels: Labels) {
  const times = `${clockTime(shift.start, zone)}–${clockTime(shift.end, zone)}`;
  const what = (mode === 'person' ? shift.position_name : (shift.staff_name ?? labels.open)) ?? '';
  const overlap = shift.conflicts.some((c) => c.kind === 'overlap');
  const off = shift.conflicts.some((c) => c.kind === 'time_off');
  const conflict = [overlap && labels.overlap, off && labels.timeOff].filter(Boolean).join(' · ');
  const draft = shift.status === 'draft';
  return (
    <div
      key={shift.id}
      className={`card${draft ? ' draft' : ''}${conflict ? ' conflict' : ''}`}
      data-testid="shift-card"
      data-shift={shift.id}
    >
      <button
        type="button"
        className="card-open"
        draggable
        data-action="open"
        aria-label={labels.card(times, what, draft ? labels.draft : labels.published)}
      >
        <span className="times">{times}</span>
        {what && <span className="muted">{what}</span>}
        {draft && <span className="muted">{labels.draft}</span>}
        {conflict && (
          <span className="conflict-text" data-testid="shift-conflict">
            ⚠ {conflict}
          </span>
        )}
      </button>
      <button type="button" className="small" data-action="move" aria-label={labels.move(times)}>
        ⇄
      </button>
    </div>
  );
}

const GridRow = memo(function GridRow({
  row,
  dates,
  dayNames,
  mode,
  zone,
  labels,
}: {
  row: ScheduleRow;
  dates: string[];
  dayNames: string[];
  mode: ScheduleMode;
  zone: string;
  labels: Labels;
}) {
  return (
    <tr data-testid="schedule-row" data-row={row.key}>
      <th scope="row" className="name">
        {row.name}
      </th>
      {dates.map((date, i) => (
        <td key={date} data-date={date} data-row={row.key}>
          {row.cells.get(date)?.map((shift) => card(shift, mode, zone, labels))}
          <button type="button" className="small add" data-action="add" aria-label={labels.add(row.name, dayNames[i]!)}>
            +
          </button>
        </td>
      ))}
    </tr>
  );
});

/**
 * How many rows to draw now: none with the rest of the page, then a batch more each frame, each
 * batch a transition, so React renders it in slices that yield to the browser and only its commit
 * (a few hundred elements) runs in one piece.
 */
function useRowsInBatches(total: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setShown(Math.min(total, shown + ROWS_PER_BATCH))));
    return () => cancelAnimationFrame(frame);
  }, [shown, total]);
  return Math.min(shown, total);
}

export function ScheduleGrid(props: ScheduleGridProps) {
  const { t } = useTranslation();
  const { rows, dates, dayLabel, mode, zone } = props;
  const labels = useMemo(() => labelsOf(t), [t]);
  const dayNames = useMemo(() => dates.map(dayLabel), [dates, dayLabel]);
  const shown = useRowsInBatches(rows.length);
  const over = useRef<HTMLElement | null>(null);
  const byId = useMemo(() => new Map(rows.flatMap((r) => [...r.cells.values()].flat()).map((s) => [s.id, s])), [rows]);
  const rowByKey = useMemo(() => new Map(rows.map((r) => [r.key, r])), [rows]);

  const shiftOf = (target: HTMLElement) => byId.get(Number(target.closest('[data-shift]')?.getAttribute('data-shift')));
  const cellOf = (target: EventTarget) => (target instanceof Element ? target.closest('td[data-date]') : null);
  const highlight = (cell: HTMLElement | null) => {
    if (over.current === cell) return;
    over.current?.classList.remove('over');
    cell?.classList.add('over');
    over.current = cell;
  };

  const onClick = (e: MouseEvent<HTMLTableElement>) => {
    const button = (e.target as HTMLElement).closest('button[data-action]');
    if (!(button instanceof HTMLElement)) return;
    const action = button.dataset.action;
    if (action === 'add') {
      const cell = cellOf(button) as HTMLElement | null;
      const row = cell && rowByKey.get(cell.dataset.row ?? '');
      if (cell && row) props.onAdd(cell.dataset.date!, row);
      return;
    }
    const shift = shiftOf(button);
    if (!shift) return;
    if (action === 'open') props.onOpen(shift);
    else if (action === 'move') props.onMove(shift);
  };

  const onDragStart = (e: DragEvent<HTMLTableElement>) => {
    const shift = shiftOf(e.target as HTMLElement);
    if (!shift) return;
    e.dataTransfer.setData(SHIFT_DRAG_TYPE, String(shift.id));
    e.dataTransfer.effectAllowed = 'move';
  };
  const onDragOver = (e: DragEvent<HTMLTableElement>) => {
    if (!e.dataTransfer.types.includes(SHIFT_DRAG_TYPE)) return;
    const cell = cellOf(e.target) as HTMLElement | null;
    if (!cell) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    highlight(cell);
  };
  const onDrop = (e: DragEvent<HTMLTableElement>) => {
    highlight(null);
    const cell = cellOf(e.target) as HTMLElement | null;
    const id = Number(e.dataTransfer.getData(SHIFT_DRAG_TYPE));
    const row = cell && rowByKey.get(cell.dataset.row ?? '');
    if (!cell || !row || !id) return;
    e.preventDefault();
    props.onDrop(id, cell.dataset.date!, row);
  };

  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" data-testid="schedule-grid">
      <chakra.table
        css={gridCss}
        onClick={onClick}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragLeave={(e: DragEvent) => {
          if (!(e.relatedTarget instanceof Node) || !over.current?.contains(e.relatedTarget)) highlight(null);
        }}
        onDrop={onDrop}
        onDragEnd={() => highlight(null)}
      >
        <thead>
          <tr>
            <th className="name">{t(mode === 'person' ? 'shifts.byPerson' : 'shifts.byPosition')}</th>
            {dayNames.map((name, i) => (
              <th key={dates[i]}>{name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, shown).map((row) => (
            <GridRow
              key={row.key}
              row={row}
              dates={dates}
              dayNames={dayNames}
              mode={mode}
              zone={zone}
              labels={labels}
            />
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
