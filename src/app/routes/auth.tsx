// The auth area's screens for the route table (src/app/router.tsx loads this module lazily, as one
// chunk; sign-in, the first screen of most visits, has its own: routes/sign-in.tsx). Pages come from the auth feature; the signed-in ones are wrapped here in the sign-in gate
// without the plan gate, because a user without a plan must still reach them.
import { ChangePasswordPage } from '../../features/auth/routes/change-password';
import { OnboardingPage } from '../../features/auth/routes/onboarding';
import { ChoosePlan } from '../../features/billing/components/choose-plan';
import { AppSwitches } from '../../features/shell/active-apps/active-apps-dialog';
import { RequireAuth } from '../guards/require-auth';

import { SignUpPage } from '../../features/auth/routes/sign-up';

export { SignUpPage as SignUpRoute } from '../../features/auth/routes/sign-up';

export function AppSumoRegisterRoute() {
  return <SignUpPage appDeal />;
}
export { SignOutPage as SignOutRoute } from '../../features/auth/routes/sign-out';
export { ResetPasswordPage as ResetPasswordRoute } from '../../features/auth/routes/reset-password';
export { ResetPasswordConfirmPage as ResetPasswordConfirmRoute } from '../../features/auth/routes/reset-password-confirm';
export { SetPasswordPage as SetPasswordRoute } from '../../features/auth/routes/set-password';
// Links e-mailed about a person's identity (contract IDENTITY_LINKS): public, signed in or not.
export { InvitationPage as InvitationRoute } from '../../features/auth/routes/invitation';
export { ConfirmEmailPage as ConfirmEmailRoute } from '../../features/auth/routes/confirm-email';
// Inside the main layout (its guards apply): a company switch is an ordinary signed-in page.
export { SwitchCompanyPage as SwitchCompanyRoute } from '../../features/auth/routes/switch-company';

export function ChangePasswordRoute() {
  return (
    <RequireAuth plan={false}>
      <ChangePasswordPage />
    </RequireAuth>
  );
}

export function OnboardingRoute() {
  return (
    <RequireAuth plan={false}>
      {/* The wizard's apps step is the shell's feature switches; its plan step is billing's. */}
      <OnboardingPage appsStep={<AppSwitches open />} planStep={<ChoosePlan />} />
    </RequireAuth>
  );
}
