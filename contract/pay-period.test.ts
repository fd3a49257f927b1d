// Pay periods: each kind's boundaries, including dates before the anchor and February.
import { describe, expect, it } from 'vitest';
import { adjacentPayPeriod, payPeriodOf } from './pay-period';

describe('payPeriodOf', () => {
  it('repeats weekly and bi-weekly periods from the anchor, before it too', () => {
    expect(payPeriodOf('2026-03-11', 'weekly', '2024-01-01')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(payPeriodOf('2023-12-31', 'weekly', '2024-01-01')).toEqual({ from: '2023-12-25', to: '2023-12-31' });
    expect(payPeriodOf('2024-01-15', 'biweekly', '2024-01-01')).toEqual({ from: '2024-01-15', to: '2024-01-28' });
    expect(payPeriodOf('2024-01-14', 'biweekly', '2024-01-01')).toEqual({ from: '2024-01-01', to: '2024-01-14' });
  });

  it('splits months at the 15th and ends them on their last day', () => {
    expect(payPeriodOf('2024-02-15', 'semimonthly', '2024-01-01')).toEqual({ from: '2024-02-01', to: '2024-02-15' });
    expect(payPeriodOf('2024-02-16', 'semimonthly', '2024-01-01')).toEqual({ from: '2024-02-16', to: '2024-02-29' });
    expect(payPeriodOf('2026-12-31', 'monthly', '2024-01-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('steps to the neighbouring periods', () => {
    expect(adjacentPayPeriod('2026-03-01', 'monthly', '2024-01-01', -1)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(adjacentPayPeriod('2026-03-10', 'semimonthly', '2024-01-01', 1)).toEqual({
      from: '2026-03-16',
      to: '2026-03-31',
    });
  });
});
