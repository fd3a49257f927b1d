// The billing area's screens for the route table (one lazy chunk): the billing page inside the
// main layout, and the built-in provider's checkout page and the checkout return route, which a
// user without a plan must reach (sign-in gate without the plan gate; the return route is open to
// signed-out visitors too, and its page asks them to sign in).
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../api/current-user';
import { useSession } from '../../api/session';
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
  const session = useSession();
  // Spec shell §2.1: the guard lets this path through when signed out; the page asks to sign in.
  if (!session) return <CheckoutRedirectPage />;
  return (
    <RequireAuth plan={false}>
      <CheckoutRedirectPage />
    </RequireAuth>
  );
}

/** /auth/subscribe: the plan choice for a company without a plan (onboarding's plan step, keeping a
 * users parameter), the billing page for one that has a plan. */
function SubscribeRedirect() {
  const me = useCurrentUser().data;
  const { search } = useLocation();
  if (me?.has_subscription_plan) return <Navigate to="/account/billing" replace />;
  const params = new URLSearchParams(search);
  params.set('step', '2');
  return <Navigate to={`/auth/onboarding?${params}`} replace />;
}

export function SubscribeRoute() {
  return (
    <RequireAuth plan={false}>
      <SubscribeRedirect />
    </RequireAuth>
  );
}
