// The billing area's screens for the route table (one lazy chunk): the billing page inside the
// main layout, and the built-in provider's checkout page and the checkout return route, which a
// user without a plan must reach (sign-in gate without the plan gate).
import { CheckoutPage } from '../../features/billing/routes/checkout-page';
import { CheckoutRedirectPage } from '../../features/billing/routes/checkout-redirect-page';
import { RequireAuth } from '../guards/require-auth';

export { BillingPage as BillingRoute } from '../../features/billing/routes/billing-page';

export function CheckoutRoute() {
  return (
    <RequireAuth plan={false}>
      <CheckoutPage />
    </RequireAuth>
  );
}

export function CheckoutRedirectRoute() {
  return (
    <RequireAuth plan={false}>
      <CheckoutRedirectPage />
    </RequireAuth>
  );
}
