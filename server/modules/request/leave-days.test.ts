// Working days and accrual, as leave balances count them.
import { describe, expect, it } from 'vitest';
import { accruedDays, holidayDays, workingDaysInYear } from './leave-days';

const weekend = [0, 6];

describe('workingDaysInYear', () => {
  it('leaves out the weekend and company holidays', () => {
    // Mon 2026-08-03 to Sun 2026-08-16: ten weekdays, one of them a holiday.
    const holidays = holidayDays([{ date: '2026-08-05', end_date: null }]);
    expect(workingDaysInYear({ start: '2026-08-03', end: '2026-08-16' }, 2026, weekend, holidays)).toBe(9);
  });

  it('counts a multi-day holiday on each of its days, and another weekend', () => {
    const holidays = holidayDays([{ date: '2026-08-04', end_date: '2026-08-06' }]);
    // Fri and Sat are the weekend: Mon 3 .. Sun 9 has Mon, Sun, and Tue-Thu are holidays.
    expect(workingDaysInYear({ start: '2026-08-03', end: '2026-08-09' }, 2026, [5, 6], holidays)).toBe(2);
  });

  it('counts only the part inside the year at New Year', () => {
    // Tue 2026-12-29 .. Fri 2027-01-08
    const span = { start: '2026-12-29', end: '2027-01-08' };
    expect(workingDaysInYear(span, 2026, weekend, new Set())).toBe(3);
    expect(workingDaysInYear(span, 2027, weekend, new Set())).toBe(6);
    expect(workingDaysInYear(span, 2025, weekend, new Set())).toBe(0);
  });
});

describe('accruedDays', () => {
  it('gives a yearly allowance whole from 1 January', () => {
    expect(accruedDays(24, 'yearly', 2026, '2026-01-01')).toBe(24);
    expect(accruedDays(24, 'yearly', 2027, '2026-12-31')).toBe(0);
  });

  it('accrues a monthly allowance a twelfth at the start of each month', () => {
    expect(accruedDays(24, 'monthly', 2026, '2026-01-15')).toBe(2);
    expect(accruedDays(24, 'monthly', 2026, '2026-03-01')).toBe(6);
    expect(accruedDays(25, 'monthly', 2026, '2026-05-31')).toBe(10.42);
    expect(accruedDays(24, 'monthly', 2025, '2026-02-01')).toBe(24);
    expect(accruedDays(24, 'monthly', 2027, '2026-12-31')).toBe(0);
  });
});
