// What My shifts and the clock show from a kept list: ended shifts dropped, the current one first.
import { describe, expect, it } from 'vitest';
import type { Shift } from '../../../../contract/shifts';
import { currentOrNextShift, upcomingShifts } from './upcoming-shifts';

const shift = (id: number, start: string, end: string) => ({ id, start, end }) as Shift;
const now = Date.parse('2026-12-07T10:00:00Z');

describe('upcoming shifts', () => {
  const ended = shift(1, '2026-12-06T08:00:00Z', '2026-12-06T16:00:00Z');
  const current = shift(2, '2026-12-07T08:00:00Z', '2026-12-07T16:00:00Z');
  const next = shift(3, '2026-12-08T08:00:00Z', '2026-12-08T16:00:00Z');

  it('leaves out what has ended and sorts by start', () => {
    expect(upcomingShifts([next, ended, current], now).map((s) => s.id)).toEqual([2, 3]);
  });

  it('shows the shift under way, else the next, else nothing', () => {
    expect(currentOrNextShift([next, current], now)).toEqual({ shift: current, current: true });
    expect(currentOrNextShift([next, ended], now)).toEqual({ shift: next, current: false });
    expect(currentOrNextShift([ended], now)).toBeNull();
  });
});
