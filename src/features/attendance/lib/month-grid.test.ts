// The time-off month grid: whole Monday-first weeks, and each time off and holiday on every day it
// covers, including days of the neighbouring months shown in the grid.
import { describe, expect, it } from 'vitest';
import type { Holiday, TimeOff } from '../../../../contract/attendance';
import { addMonths, holidayDates, monthGrid, placeEvents } from './month-grid';

const timeOff = (id: number, start: string, end: string, status: TimeOff['status'] = 'approved'): TimeOff => ({
  id,
  staff: id,
  staff_name: `Person ${id}`,
  start_date: start,
  end_date: end,
  time_off_type: 'vacation',
  status,
  note: '',
});
const holiday = (id: number, date: string, end: string | null = null): Holiday => ({
  id,
  name: `H${id}`,
  date,
  end_date: end,
});

describe('monthGrid', () => {
  it('covers the month in whole weeks starting on Monday', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const weeks = monthGrid('2026-03');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]).toEqual({ date: '2026-02-23', inMonth: false });
    expect(weeks[0]![6]).toEqual({ date: '2026-03-01', inMonth: true });
    expect(weeks[5]![1]).toEqual({ date: '2026-03-31', inMonth: true });
    expect(weeks[5]![6]).toEqual({ date: '2026-04-05', inMonth: false });
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('needs only four weeks for a February starting on Monday', () => {
    expect(monthGrid('2027-02')).toHaveLength(4);
  });

  it('moves between months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});

describe('placeEvents', () => {
  const weeks = monthGrid('2026-03');

  it('puts a time off on each day it covers, clipped to the grid', () => {
    const days = placeEvents(
      weeks,
      [timeOff(1, '2026-02-20', '2026-02-24'), timeOff(2, '2026-03-10', '2026-03-12', 'pending')],
      [],
    );
    expect(days.get('2026-02-22')).toBeUndefined(); // before the grid
    expect(days.get('2026-02-23')!.timeOffs.map((t) => t.id)).toEqual([1]);
    expect(days.get('2026-02-24')!.timeOffs.map((t) => t.id)).toEqual([1]);
    expect(days.get('2026-02-25')!.timeOffs).toEqual([]);
    for (const d of ['2026-03-10', '2026-03-11', '2026-03-12'])
      expect(days.get(d)!.timeOffs.map((t) => t.id)).toEqual([2]);
    expect(days.get('2026-03-13')!.timeOffs).toEqual([]);
  });

  it('puts one-day and multi-day holidays on their days, next to time off', () => {
    const days = placeEvents(
      weeks,
      [timeOff(3, '2026-03-19', '2026-03-19')],
      [holiday(1, '2026-03-19'), holiday(2, '2026-04-02', '2026-04-06')],
    );
    expect(days.get('2026-03-19')!.holidays.map((h) => h.id)).toEqual([1]);
    expect(days.get('2026-03-19')!.timeOffs.map((t) => t.id)).toEqual([3]);
    expect(days.get('2026-04-02')!.holidays.map((h) => h.id)).toEqual([2]);
    expect(days.get('2026-04-05')!.holidays.map((h) => h.id)).toEqual([2]);
    expect(days.has('2026-04-06')).toBe(false); // past the grid's last Sunday
  });
});

describe('holidayDates', () => {
  it('lists the holiday days inside a week', () => {
    const found = holidayDates(
      [holiday(1, '2026-03-28', '2026-04-03'), holiday(2, '2026-04-05')],
      '2026-03-30',
      '2026-04-05',
    );
    expect([...found.keys()]).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-05',
    ]);
    expect(found.get('2026-04-05')).toBe('H2');
  });
});
