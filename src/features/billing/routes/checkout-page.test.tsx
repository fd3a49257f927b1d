// The built-in checkout page's "Pay now": it shows what the first month comes to after the
// company's referral credit, sends pay_now with the completion, and opens the return route the
// server answers. (The trial path is the onboarding journey's, tests/e2e/onboarding-plans.e2e.ts.)
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { API_PATHS } from '../../../../contract/paths';
import type { CheckoutSession } from '../../../../contract/subscription';
import { apiUrl } from '../../../api/client';
import { meFixture, renderRoutes, setupApiServer } from '../../../test/render';
import { CheckoutPage } from './checkout-page';

const server = setupApiServer();
const ID = '0b6f4a52-3c1e-4d8a-9f7b-2e5c6d7a8b90';
const session: CheckoutSession = {
  id: ID,
  plan: 'Premium',
  seats: 5,
  trial_days: 15,
  seat_price_cents: 800,
  currency: 'USD',
  status: 'open',
  referral_credit_cents: 500,
};

it('pays the first month now, less the referral credit', async () => {
  const sent: unknown[] = [];
  server.use(
    http.get(apiUrl(API_PATHS.checkoutSession(ID)), () => HttpResponse.json(session)),
    http.post(apiUrl(API_PATHS.checkoutComplete(ID)), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ redirect_url: '/checkout_redirect/cus_1/sub_1/1800000000/' });
    }),
  );
  const { user, currentUrl } = renderRoutes(
    [
      { path: '/billing/checkout/:id', element: <CheckoutPage /> },
      { path: '/checkout_redirect/*', element: <p>Returned</p> },
    ],
    `/billing/checkout/${ID}`,
    { me: meFixture() },
  );
  const payNow = await screen.findByRole('button', { name: 'Pay $35.00 now instead' });
  expect(screen.getByTestId('checkout-pay-now-hint')).toHaveTextContent('$40.00 less $5.00');
  const type = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await type('Name on card', 'Rita Referred');
  await type('Card number', '4242424242424242');
  await type('Expiry', '12/40');
  await type('CVC', '123');
  await user.click(payNow);
  expect(await screen.findByText('Returned')).toBeInTheDocument();
  expect(sent).toEqual([{ pay_now: true }]);
  expect(currentUrl()).toBe('/checkout_redirect/cus_1/sub_1/1800000000/');
});
