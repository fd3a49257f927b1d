// The admin's week: a row per person (open shifts first) or per position, a column per day of the
// company's week, each shift a small card with its times, what it is (position or person) and its
// conflicts. A card opens the shift; dragged onto another cell it moves there (same wall times; by
// person to that person, by position to that position); its Move button does the same from the
// keyboard. An empty cell's + adds a shift on that day for that row. The grid scrolls sideways on
// a phone with the names kept in view. Plain elements, few components per card: a 500-shift week
// renders in one pass without long tasks (tests/bench/schedule-week.bench.mjs).
import { Box, chakra } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { memo, useState, type DragEvent } from 'react';
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

const Cell = chakra('td', {
  base: { borderWidth: '1px', borderColor: 'border', p: '1', verticalAlign: 'top', minW: '32', h: '16' },
});
const Card = chakra('div', {
  base: {
    display: 'flex',
    alignItems: 'stretch',
    gap: '0.5',
    mb: '1',
    borderRadius: 'md',
    borderWidth: '1px',
    fontSize: 'xs',
    bg: 'blue.subtle',
    borderColor: 'blue.muted',
  },
  variants: {
    draft: { true: { borderStyle: 'dashed', bg: 'bg.subtle' } },
    conflict: { true: { borderColor: 'red.solid', borderWidth: '2px' } },
  },
});
const CardButton = chakra('button', {
  base: { flex: '1', textAlign: 'start', px: '1.5', py: '1', cursor: 'grab', minH: '11', lineHeight: 'short' },
});
const SmallButton = chakra('button', {
  base: {
    px: '1.5',
    minW: '8',
    minH: '11',
    color: 'fg.muted',
    borderRadius: 'md',
    _hover: { bg: 'bg.muted' },
    cursor: 'pointer',
  },
});

function conflictText(shift: Shift, t: TFunction): string | null {
  if (shift.conflicts.length === 0) return null;
  const overlap = shift.conflicts.some((c) => c.kind === 'overlap');
  const off = shift.conflicts.some((c) => c.kind === 'time_off');
  return [overlap && t('shifts.conflict.overlap'), off && t('shifts.conflict.timeOff')].filter(Boolean).join(' · ');
}

const ShiftCard = memo(function ShiftCard({
  shift,
  mode,
  zone,
  onOpen,
  onMove,
}: {
  shift: Shift;
  mode: ScheduleMode;
  zone: string;
  onOpen: (shift: Shift) => void;
  onMove: (shift: Shift) => void;
}) {
  const { t } = useTranslation();
  const times = `${clockTime(shift.start, zone)}–${clockTime(shift.end, zone)}`;
  const what = (mode === 'person' ? shift.position_name : (shift.staff_name ?? t('shifts.openShift'))) ?? '';
  const conflict = conflictText(shift, t);
  const draft = shift.status === 'draft';
  return (
    <Card draft={draft} conflict={!!conflict} data-testid="shift-card" data-shift={shift.id}>
      <CardButton
        type="button"
        draggable
        onDragStart={(e: DragEvent) => {
          e.dataTransfer.setData(SHIFT_DRAG_TYPE, String(shift.id));
          e.dataTransfer.effectAllowed = 'move';
        }}
        onClick={() => onOpen(shift)}
        aria-label={t('shifts.cardLabel', { times, what, status: t(draft ? 'shifts.draft' : 'shifts.published') })}
      >
        <chakra.span display="block" fontWeight="semibold">
          {times}
        </chakra.span>
        {what && (
          <chakra.span display="block" color="fg.muted" truncate maxW="28">
            {what}
          </chakra.span>
        )}
        {draft && (
          <chakra.span display="block" color="fg.muted">
            {t('shifts.draft')}
          </chakra.span>
        )}
        {conflict && (
          <chakra.span display="block" color="red.fg" fontWeight="medium" data-testid="shift-conflict">
            ⚠ {conflict}
          </chakra.span>
        )}
      </CardButton>
      <SmallButton
        type="button"
        onClick={() => onMove(shift)}
        aria-label={t('shifts.move.label', { times })}
        title={t('shifts.move.title')}
      >
        ⇄
      </SmallButton>
    </Card>
  );
});

function DropCell({
  date,
  row,
  shifts,
  props,
}: {
  date: string;
  row: ScheduleRow;
  shifts: Shift[] | undefined;
  props: ScheduleGridProps;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  return (
    <Cell
      bg={over ? 'blue.subtle' : undefined}
      data-date={date}
      data-row={row.key}
      onDragOver={(e: DragEvent) => {
        if (!e.dataTransfer.types.includes(SHIFT_DRAG_TYPE)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        if (!over) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e: DragEvent) => {
        setOver(false);
        const id = Number(e.dataTransfer.getData(SHIFT_DRAG_TYPE));
        if (!id) return;
        e.preventDefault();
        props.onDrop(id, date, row);
      }}
    >
      {shifts?.map((shift) => (
        <ShiftCard
          key={shift.id}
          shift={shift}
          mode={props.mode}
          zone={props.zone}
          onOpen={props.onOpen}
          onMove={props.onMove}
        />
      ))}
      <SmallButton
        type="button"
        w="full"
        onClick={() => props.onAdd(date, row)}
        aria-label={t('shifts.addFor', { name: row.name, day: props.dayLabel(date) })}
      >
        +
      </SmallButton>
    </Cell>
  );
}

export function ScheduleGrid(props: ScheduleGridProps) {
  const { t } = useTranslation();
  const { rows, dates, dayLabel } = props;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" data-testid="schedule-grid">
      <chakra.table w="full" borderCollapse="collapse" fontSize="sm">
        <thead>
          <tr>
            <chakra.th position="sticky" left="0" bg="bg" zIndex="1" textAlign="start" p="2" minW="28">
              {t(props.mode === 'person' ? 'shifts.byPerson' : 'shifts.byPosition')}
            </chakra.th>
            {dates.map((date) => (
              <chakra.th key={date} p="2" textAlign="start" whiteSpace="nowrap">
                {dayLabel(date)}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-testid="schedule-row" data-row={row.key}>
              <chakra.th
                scope="row"
                position="sticky"
                left="0"
                bg="bg"
                zIndex="1"
                textAlign="start"
                p="2"
                fontWeight="medium"
                maxW="36"
              >
                {row.name}
              </chakra.th>
              {dates.map((date) => (
                <DropCell key={date} date={date} row={row} shifts={row.cells.get(date)} props={props} />
              ))}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
