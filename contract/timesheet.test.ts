// Timesheets worked out by hand for the cases issue 24 names: a night shift over midnight and over
// a daylight-saving change, a 30-minute unpaid break, a break over midnight, a late clock-in against
// the schedule, daily and weekly overtime, and what cannot be counted (no clock-out, a clock-out on
// its own, a break never ended).
import { describe, expect, it } from 'vitest';
import { startOfLocalDate } from './local-time';
import { computeTimesheet, weekRange, type TimesheetPunch, type TimesheetRules } from './timesheet';

const H = 3_600_000;
const M = 60_000;

const RULES: TimesheetRules = {
  timeZone: 'Europe/Paris',
  paidBreaks: false,
  dailyOvertimeMinutes: 0,
  weeklyOvertimeMinutes: 0,
  weekStartsOn: 0,
  toleranceMinutes: 5,
};

/** The instant of a local wall time in Paris ('2026-10-24', '22:00'), outside any DST gap. */
function paris(date: string, time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const midnight = startOfLocalDate(date, 'Europe/Paris');
  // Walk from midnight in real time, then correct by the wall clock's reading.
  const guess = midnight + (h * 60 + m) * M;
  const wall = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(guess);
  const [wh, wm] = wall.split(':').map(Number) as [number, number];
  return guess - ((wh - h) * 60 + (wm - m)) * M;
}

const punch = (action: TimesheetPunch['action'], at: number, flags?: string[]): TimesheetPunch => ({
  action,
  at,
  flags,
});

const day = (sheet: ReturnType<typeof computeTimesheet>, date: string) => sheet.days.find((d) => d.date === date)!;

describe('computeTimesheet', () => {
  it('splits a night shift at midnight, and counts the hour the clocks go back', async () => {
    // 2026-10-25 03:00 CEST becomes 02:00 CET: a 22:00–06:00 night is 9 hours long.
    const sheet = computeTimesheet(
      [punch('in', paris('2026-10-24', '22:00')), punch('out', paris('2026-10-25', '06:00'))],
      [],
      RULES,
      { from: '2026-10-24', to: '2026-10-25' },
    );
    expect(day(sheet, '2026-10-24').workedMs).toBe(2 * H);
    expect(day(sheet, '2026-10-25').workedMs).toBe(7 * H);
    expect(sheet.totals.workedMs).toBe(9 * H);
  });

  it('counts an hour less the night the clocks go forward', () => {
    // 2026-03-29 02:00 CET becomes 03:00 CEST: a 22:00–06:00 night is 7 hours long.
    const sheet = computeTimesheet(
      [punch('in', paris('2026-03-28', '22:00')), punch('out', paris('2026-03-29', '06:00'))],
      [],
      RULES,
      { from: '2026-03-28', to: '2026-03-29' },
    );
    expect(day(sheet, '2026-03-28').workedMs).toBe(2 * H);
    expect(day(sheet, '2026-03-29').workedMs).toBe(5 * H);
  });

  it('takes an unpaid 30-minute break off, and keeps a paid one', () => {
    const punches = [
      punch('in', paris('2026-06-01', '08:00')),
      punch('break_start', paris('2026-06-01', '12:00')),
      punch('break_end', paris('2026-06-01', '12:30')),
      punch('out', paris('2026-06-01', '16:30')),
    ];
    const unpaid = day(computeTimesheet(punches, [], RULES, { from: '2026-06-01', to: '2026-06-01' }), '2026-06-01');
    expect(unpaid).toMatchObject({ workedMs: 8 * H, breakMs: 30 * M, flags: [] });
    const paid = computeTimesheet(
      punches,
      [],
      { ...RULES, paidBreaks: true },
      { from: '2026-06-01', to: '2026-06-01' },
    );
    expect(paid.days[0]).toMatchObject({ workedMs: 8.5 * H, breakMs: 30 * M });
  });

  it('takes a break over midnight off each day for its own part', () => {
    const sheet = computeTimesheet(
      [
        punch('in', paris('2026-06-01', '20:00')),
        punch('break_start', paris('2026-06-01', '23:45')),
        punch('break_end', paris('2026-06-02', '00:15')),
        punch('out', paris('2026-06-02', '04:00')),
      ],
      [],
      RULES,
      { from: '2026-06-01', to: '2026-06-02' },
    );
    expect(day(sheet, '2026-06-01')).toMatchObject({ workedMs: 3.75 * H, breakMs: 15 * M });
    expect(day(sheet, '2026-06-02')).toMatchObject({ workedMs: 3.75 * H, breakMs: 15 * M });
  });

  it('flags a clock-in 7 minutes late against the schedule, and one within the tolerance not', () => {
    const shift = { start: paris('2026-06-01', '09:00'), end: paris('2026-06-01', '17:00') };
    const late = computeTimesheet(
      [punch('in', paris('2026-06-01', '09:07'), ['outside_area']), punch('out', paris('2026-06-01', '17:00'))],
      [shift],
      RULES,
      { from: '2026-06-01', to: '2026-06-01' },
    );
    expect(late.days[0]).toMatchObject({
      scheduledMs: 8 * H,
      workedMs: 8 * H - 7 * M,
      lateMinutes: 7,
      flags: ['late', 'outside_area'],
    });
    const onTime = computeTimesheet(
      [punch('in', paris('2026-06-01', '09:04')), punch('out', paris('2026-06-01', '16:58'))],
      [shift],
      RULES,
      { from: '2026-06-01', to: '2026-06-01' },
    );
    expect(onTime.days[0]!.flags).toEqual([]);
    const early = computeTimesheet(
      [punch('in', paris('2026-06-01', '09:00')), punch('out', paris('2026-06-01', '16:00'))],
      [shift],
      RULES,
      { from: '2026-06-01', to: '2026-06-01' },
    );
    expect(early.days[0]!.flags).toEqual(['left_early']);
  });

  it('counts daily overtime, then weekly overtime on the regular time past the week’s threshold', () => {
    // Monday to Friday, 10 hours a day; 8 a day and 40 a week.
    const punches: TimesheetPunch[] = [];
    for (const date of ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06']) {
      punches.push(punch('in', paris(date, '08:00')), punch('out', paris(date, '18:00')));
    }
    const rules = { ...RULES, dailyOvertimeMinutes: 8 * 60, weeklyOvertimeMinutes: 40 * 60 };
    const sheet = computeTimesheet(punches, [], rules, { from: '2026-06-01', to: '2026-06-07' });
    // Five days: 8 regular + 2 overtime each (40 regular). Saturday: all 10 past the week's 40.
    expect(sheet.days.slice(0, 5).map((d) => [d.regularMs / H, d.overtimeMs / H])).toEqual(Array(5).fill([8, 2]));
    expect(day(sheet, '2026-06-06')).toMatchObject({ regularMs: 0, overtimeMs: 10 * H });
    expect(sheet.totals).toMatchObject({ workedMs: 60 * H, regularMs: 40 * H, overtimeMs: 20 * H });
  });

  it('gives a period that starts mid-week the overtime its week gives it', () => {
    const punches: TimesheetPunch[] = [];
    for (const date of ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05']) {
      punches.push(punch('in', paris(date, '08:00')), punch('out', paris(date, '18:00')));
    }
    const rules = { ...RULES, weeklyOvertimeMinutes: 40 * 60 };
    expect(weekRange('2026-06-04', '2026-06-05', 0)).toEqual({ from: '2026-06-01', to: '2026-06-07' });
    const sheet = computeTimesheet(punches, [], rules, { from: '2026-06-04', to: '2026-06-05' });
    // Monday to Wednesday took 30 of the 40: Thursday has 10 regular, Friday 10 overtime.
    expect(sheet.days.map((d) => d.date)).toEqual(['2026-06-04', '2026-06-05']);
    expect(sheet.days.map((d) => [d.regularMs / H, d.overtimeMs / H])).toEqual([
      [10, 0],
      [0, 10],
    ]);
  });

  it('counts nothing it cannot pair, and says why', () => {
    const sheet = computeTimesheet(
      [
        punch('out', paris('2026-06-01', '07:00')),
        punch('in', paris('2026-06-01', '08:00')),
        punch('in', paris('2026-06-01', '13:00')),
        punch('break_start', paris('2026-06-01', '15:00')),
        punch('out', paris('2026-06-01', '17:00')),
        punch('break_end', paris('2026-06-01', '18:00')),
        punch('in', paris('2026-06-02', '08:00')),
      ],
      [],
      RULES,
      { from: '2026-06-01', to: '2026-06-02' },
    );
    // 13:00–15:00 work, then a break left open until the clock-out at 17:00.
    expect(day(sheet, '2026-06-01')).toMatchObject({
      workedMs: 2 * H,
      breakMs: 2 * H,
      flags: ['missing_break_end', 'missing_out', 'unmatched_break', 'unmatched_out'],
    });
    expect(day(sheet, '2026-06-02')).toMatchObject({ workedMs: 0, flags: ['missing_out'] });
  });

  it('takes a shift of more than a day for a forgotten clock-out', () => {
    const sheet = computeTimesheet(
      [punch('in', paris('2026-06-01', '08:00')), punch('out', paris('2026-06-02', '09:00'))],
      [],
      RULES,
      { from: '2026-06-01', to: '2026-06-02' },
    );
    expect(sheet.totals.workedMs).toBe(0);
    expect(day(sheet, '2026-06-01').flags).toEqual(['missing_out']);
    expect(day(sheet, '2026-06-02').flags).toEqual(['unmatched_out']);
  });
});
