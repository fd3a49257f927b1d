// Sign-in gate and plan gate (spec shell §4). Signed-out visitors go to sign-in and come back to
// the URL they asked for; a signed-in user without a subscription plan goes to onboarding at the
// choose-plan step. The user comes from the persisted query cache first, so this works offline; a
// device started offline without it says that it needs a connection (account-offline.tsx).
// A user whose company is served at another host is handed over to it (cross-host-handoff.tsx).
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../api/current-user';
import { NetworkError } from '../../api/errors';
import { clearRequestedUrl, rememberRequestedUrl, requestedUrl, useSession } from '../../api/session';
import { PageSpinner } from '../../ui/page-spinner';
import { originToLeaveFor } from '../../features/auth/lib/cross-host';

// Loaded only for the rare account whose company is served at another host.
const CrossHostHandoff = lazy(() =>
  import('../../features/auth/components/cross-host-handoff').then((m) => ({ default: m.CrossHostHandoff })),
);

// Loaded only on a start without a connection and without the signed-in user on the device.
const AccountOffline = lazy(() =>
  import('../../features/auth/components/account-offline').then((m) => ({ default: m.AccountOffline })),
);

export const ONBOARDING_CHOOSE_PLAN_URL = '/auth/onboarding?step=2';

export function RequireAuth({ children, plan = true }: { children: ReactNode; plan?: boolean }) {
  const session = useSession();
  const location = useLocation();
  const me = useCurrentUser();
  const arrived = Boolean(session && me.data);
  useEffect(() => {
    if (arrived) clearRequestedUrl();
  }, [arrived]);
  // "No plan" read from the device's copy may predate a plan just chosen (the copy is written at
  // most once a second): online, ask the server before sending the user to choose one again.
  const confirmNoPlan = Boolean(
    plan && me.data && !me.data.has_subscription_plan && !me.isFetchedAfterMount && navigator.onLine,
  );
  const { refetch } = me;
  useEffect(() => {
    if (confirmNoPlan) void refetch();
  }, [confirmNoPlan, refetch]);
  if (!session) {
    rememberRequestedUrl(location.pathname + location.search + location.hash);
    return <Navigate to="/auth/signin" replace />;
  }
  if (!me.data) {
    // Signed in, offline, and the user is not on the device: say so rather than wait or fail.
    if (me.fetchStatus === 'paused' || me.error instanceof NetworkError) {
      return (
        <Suspense fallback={<PageSpinner />}>
          <AccountOffline onBack={() => void refetch()} />
        </Suspense>
      );
    }
    if (me.isError) throw me.error;
    return <PageSpinner />;
  }
  // A company served at another host: the user is signed in there instead (spec shell §4).
  const leaveFor = originToLeaveFor(me.data.company.referral_url);
  if (leaveFor) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <CrossHostHandoff origin={leaveFor}>{children}</CrossHostHandoff>
      </Suspense>
    );
  }
  if (plan && !me.data.has_subscription_plan) {
    return confirmNoPlan ? <PageSpinner /> : <Navigate to={ONBOARDING_CHOOSE_PLAN_URL} replace />;
  }
  return children;
}

/** Layout of the sign-in and sign-up pages: a signed-in visitor is sent on to the URL they first
 * asked for, or to / (spec shell §2.1). */
export function SignedOutOnly() {
  const session = useSession();
  return session ? <Navigate to={requestedUrl()} replace /> : <Outlet />;
}
