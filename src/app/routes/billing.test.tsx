// /auth/subscribe sends a company without a plan to onboarding's plan step (keeping ?users) and one
// with a plan to billing.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meFixture, renderRoutes, setupApiServer } from '../../test/render';
import { SubscribeRoute } from './billing';

setupApiServer();
const routes = [
  { path: '/auth/subscribe', element: <SubscribeRoute /> },
  { path: '/auth/onboarding', element: <p>Onboarding</p> },
  { path: '/account/billing', element: <p>Billing</p> },
];

describe('/auth/subscribe', () => {
  it('opens the plan step for a company without a plan', async () => {
    const { currentUrl } = renderRoutes(routes, '/auth/subscribe?users=8', {
      me: meFixture({ has_subscription_plan: false }),
    });
    expect(await screen.findByText('Onboarding')).toBeInTheDocument();
    expect(currentUrl()).toBe('/auth/onboarding?users=8&step=2');
  });

  it('opens billing for a company with a plan', async () => {
    renderRoutes(routes, '/auth/subscribe', { me: meFixture() });
    expect(await screen.findByText('Billing')).toBeInTheDocument();
  });
});
