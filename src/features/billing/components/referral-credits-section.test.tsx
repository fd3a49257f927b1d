// What the billing page shows of referral credit (spec shell §9): each invoice's subtotal, the
// credit taken off it and the amount due; the balance; and each ledger line named for what it is —
// a share with who shared, a paid sign-up, credit applied to a named invoice (negative). The server
// side is tested in server/modules/subscription/referral-signups.test.ts.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MySubscription } from '../../../../contract/subscription';
import { renderWithProviders } from '../../../test/render';
import { InvoicesTable } from './invoices-table';
import { ReferralCreditsSection } from './referral-credits-section';

const at = '2026-11-20T10:00:00.000Z';
const line = { currency: 'USD', user_name: null, invoice_number: null, created_at: at };

const subscription: MySubscription = {
  subscription_plan: 'Premium',
  coupon_data: [],
  status: 'active',
  seats: 5,
  active_users: 2,
  trial_end: null,
  next_billing_at: null,
  provider: 'built-in',
  checkout_available: true,
  invoices: [
    {
      id: 1,
      number: 'INV-7-1',
      subtotal_cents: 4000,
      credit_applied_cents: 3500,
      amount_cents: 500,
      currency: 'USD',
      status: 'paid',
      issued_at: at,
      period_start: at,
      period_end: at,
    },
  ],
  referral_credit_cents: 0,
  referral_credits: [
    { ...line, id: 3, kind: 'applied', amount_cents: -3500, invoice_number: 'INV-7-1' },
    { ...line, id: 2, kind: 'paid_signup', amount_cents: 3000 },
    { ...line, id: 1, kind: 'share', amount_cents: 500, user_name: 'Sam Staff' },
  ],
};

describe('billing: referral credit', () => {
  it('shows the credit applied and the amount due on the invoice', () => {
    renderWithProviders(<InvoicesTable invoices={subscription.invoices} />);
    const row = within(screen.getByTestId('billing-invoices')).getAllByRole('row')[1]!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(['$40.00', '-$35.00', '$5.00']));
  });

  it('lists each line of the ledger as what it is, adding up to the balance', () => {
    renderWithProviders(<ReferralCreditsSection subscription={subscription} />);
    expect(screen.getByTestId('billing-referral-credit')).toHaveTextContent('Credit from referrals: $0.00');
    const rows = within(screen.getByTestId('billing-referral-credits')).getAllByRole('row').slice(1);
    const text = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );
    expect(text).toEqual([
      ['Applied to invoice INV-7-1', '—', '-$35.00'],
      ['Paid sign-up', '—', '$30.00'],
      ['Share', 'Sam Staff', '$5.00'],
    ]);
  });
});
