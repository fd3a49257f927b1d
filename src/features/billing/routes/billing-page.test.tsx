// The billing page for who reads it: an admin sees the company's invoices and credits; anyone else
// sees the plan (the header's plan label links here) and who manages the rest. A plan without a seat
// count (an app-deal licence) says how many users are active rather than "30 of — seats".
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MySubscription } from '../../../../contract/subscription';
import { apiUrl } from '../../../api/client';
import { meFixture, renderWithProviders, setupApiServer } from '../../../test/render';
import { BillingPage } from './billing-page';

const server = setupApiServer();

const subscription: MySubscription = {
  subscription_plan: 'Premium',
  coupon_data: [],
  status: 'active',
  seats: null,
  active_users: 30,
  trial_end: null,
  next_billing_at: null,
  provider: 'built-in',
  checkout_available: true,
  invoices: [],
  referral_credit_cents: 0,
  referral_credits: [],
};

function serve(sub: MySubscription) {
  server.use(
    http.get(apiUrl('subscription/api/my-subscription/'), () => HttpResponse.json(sub)),
    http.get(apiUrl('company/api/storage-usage/'), () => HttpResponse.json({ used_bytes: 0, quota_bytes: 1 })),
  );
}

const staff = meFixture({ user_type: { user_type: 'Staff', user_type_slug: 'staff' } });
const admin = meFixture({ user_type: { user_type: 'Admin', user_type_slug: 'admin' } });

describe('billing page', () => {
  it('counts active users when the plan has no seat count', async () => {
    serve(subscription);
    renderWithProviders(<BillingPage />, { me: admin });
    expect(await screen.findByTestId('billing-seats')).toHaveTextContent('30 active users');
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
  });

  it('shows staff the plan and who manages billing, without invoices', async () => {
    serve({ ...subscription, seats: 40 });
    renderWithProviders(<BillingPage />, { me: staff });
    expect(await screen.findByTestId('billing-seats')).toHaveTextContent('30 of 40 seats in use');
    expect(screen.getByTestId('billing-admins-only')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invoices' })).not.toBeInTheDocument();
  });

  it('says there is no billing portal rather than reloading the page', async () => {
    serve({ ...subscription, provider: 'hosted', seats: 5, active_users: 2 });
    let asked = false;
    server.use(
      http.post(apiUrl('subscription/api/create-chargebee-portal-session/'), () => {
        asked = true;
        return HttpResponse.json({ url: '/account/billing' });
      }),
    );
    const { user } = renderWithProviders(<BillingPage />, { me: admin });
    await user.click(await screen.findByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByRole('status')).toHaveTextContent('There is no billing portal for this subscription');
    expect(asked).toBe(true);
  });
});
