// The schedule grid's arithmetic in the company's zone: rows and cells, a shift moved to another
// day at the same wall times across a daylight-saving change, and typed times of a night shift.
import { describe, expect, it } from 'vitest';
import type { Shift } from '../../../../contract/shifts';
import { clockTime, movedTimes, scheduleRows, shiftInstants, weekDates } from './schedule-week';

const zone = 'Europe/Madrid';
const shift = (
  id: number,
  staff: number | null,
  start: string,
  end: string,
  position: number | null = null,
): Shift => ({
  id,
  staff,
  staff_name: staff === null ? null : `Person ${staff}`,
  position,
  position_name: position === null ? null : `Position ${position}`,
  division: null,
  division_name: null,
  start,
  end,
  note: '',
  status: 'draft',
  conflicts: [],
});

describe('schedule week', () => {
  it('lists the seven dates of the week', () => {
    expect(weekDates('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('puts each shift in its row and local start date, open shifts first', () => {
    // 23:30 UTC on the 7th is 00:30 on the 8th in Madrid.
    const late = shift(1, 5, '2026-12-07T23:30:00Z', '2026-12-08T07:00:00Z');
    const open = shift(2, null, '2026-12-07T08:00:00Z', '2026-12-07T12:00:00Z');
    const stranger = shift(3, 9, '2026-12-09T08:00:00Z', '2026-12-09T12:00:00Z');
    const rows = scheduleRows(
      [late, open, stranger],
      'person',
      [
        { id: 5, name: 'Ana' },
        { id: 6, name: 'Bo' },
      ],
      zone,
      'Open',
    );
    expect(rows.map((r) => [r.key, r.name, [...r.cells].map(([d, s]) => [d, s.map((x) => x.id)])])).toEqual([
      ['none', 'Open', [['2026-12-07', [2]]]],
      ['5', 'Ana', [['2026-12-08', [1]]]],
      ['6', 'Bo', []],
      ['9', 'Person 9', [['2026-12-09', [3]]]],
    ]);
    const byPosition = scheduleRows(
      [shift(4, 5, '2026-12-07T08:00:00Z', '2026-12-07T12:00:00Z', 3)],
      'position',
      [],
      zone,
      'None',
    );
    expect(byPosition.map((r) => r.name)).toEqual(['None', 'Position 3']);
  });

  it('moves a shift to another day at the same wall times, over the clocks going back', () => {
    // Friday 23 October 2026 09:00–17:00 in Madrid (UTC+2) to Monday the 26th (UTC+1).
    const moved = movedTimes(
      { start: '2026-10-23T07:00:00.000Z', end: '2026-10-23T15:00:00.000Z' },
      '2026-10-26',
      zone,
    );
    expect(moved).toEqual({ start: '2026-10-26T08:00:00.000Z', end: '2026-10-26T16:00:00.000Z' });
    expect(clockTime(moved.start, zone)).toBe('09:00');
  });

  it('reads an end at or before the start as the next morning', () => {
    expect(shiftInstants('2026-12-12', '23:00', '07:00', zone)).toEqual({
      start: '2026-12-12T22:00:00.000Z',
      end: '2026-12-13T06:00:00.000Z',
    });
    expect(shiftInstants('2026-12-12', '09:00', '17:30', zone).end).toBe('2026-12-12T16:30:00.000Z');
  });
});
