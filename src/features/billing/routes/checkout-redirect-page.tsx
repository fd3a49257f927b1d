// /checkout_redirect/{customer_id}/{subscription_id}/{next_billing_at}/ (spec shell §2.1, §4): the
// provider sends the browser here when a checkout completes. The server activates the plan once
// the provider confirms the subscription; then the user goes to /. A failure says "Could not
// activate your plan, please contact support" with the server's answer, and offers the plan step.
// The route is open to signed-out visitors (the spec's guard lets it through: the provider may
// return to a browser whose session ended meanwhile): they are asked to sign in, and sign-in brings
// them back here to finish.
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { rememberRequestedUrl, useSession } from '../../../api/session';
import { CHECKOUT_FAILED } from '../../../../contract/subscription-constants';
import { notify } from '../../../ui/toaster';
import { useCheckoutRedirect } from '../api/checkout-redirect';
import { subscriptionErrorText } from '../lib/subscription-error-text';

export function CheckoutRedirectPage() {
  const session = useSession();
  return session ? <Activation /> : <SignInFirst />;
}

/** Signed out: the activation needs the account; sign-in comes back to this address. */
function SignInFirst() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Stack as="main" minH="100dvh" align="center" justify="center" gap="4" p="6" textAlign="center">
      <Text maxW="md">{t('billing.redirect.signInFirst')}</Text>
      <Button asChild colorPalette="teal">
        <RouterLink to="/auth/signin" onClick={() => rememberRequestedUrl(location.pathname + location.search)}>
          {t('billing.redirect.signIn')}
        </RouterLink>
      </Button>
    </Stack>
  );
}

function Activation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { customerId = '', subscriptionId = '', nextBillingAt = '' } = useParams();
  const activate = useCheckoutRedirect();
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit, even when a development render runs the effect twice.
    if (sent.current) return;
    sent.current = true;
    activate.mutate(
      { customer_id: customerId, subscription_id: subscriptionId, next_billing_at: nextBillingAt },
      {
        onSuccess: () => {
          notify('success', t('billing.redirect.activated'));
          void navigate('/', { replace: true });
        },
        onError: (error) => notify('error', `${CHECKOUT_FAILED}: ${subscriptionErrorText(error)}`),
      },
    );
  }, [activate, customerId, subscriptionId, nextBillingAt, navigate, t]);

  return (
    <Stack as="main" minH="100dvh" align="center" justify="center" gap="4" p="6" textAlign="center">
      {activate.isError ? (
        <>
          <Text role="alert" maxW="md">
            {CHECKOUT_FAILED}: {subscriptionErrorText(activate.error)}
          </Text>
          <Button asChild variant="outline">
            <RouterLink to="/auth/onboarding?step=2">{t('billing.redirect.backToPlans')}</RouterLink>
          </Button>
        </>
      ) : (
        <>
          <Spinner size="lg" color="teal.solid" />
          <Text aria-live="polite">{t('billing.redirect.activating')}</Text>
        </>
      )}
    </Stack>
  );
}
