// /auth/onboarding (spec shell §2.5). The wizard itself (personal information, apps, plan choice)
// belongs to the onboarding issue. Until it lands this page tells a user whose company has no plan
// what is going on and lets them sign out; a user who has a plan goes to the dashboard, as the
// wizard would send them. The route wraps it in RequireAuth without the plan gate.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { AuthLayout } from '../components/auth-layout';

export function OnboardingPage() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  if (me?.has_subscription_plan) return <Navigate to="/account/dashboard/" replace />;

  return (
    <AuthLayout title={t('auth.onboarding.title')}>
      <Stack gap="5">
        <Text>{t('auth.onboarding.noPlan', { company: me?.company.company_name ?? '' })}</Text>
        <Text color="fg.muted">{t('auth.onboarding.next')}</Text>
        <Button asChild variant="outline" size="lg" width="full">
          <RouterLink to="/auth/signout">{t('auth.onboarding.logOut')}</RouterLink>
        </Button>
      </Stack>
    </AuthLayout>
  );
}
