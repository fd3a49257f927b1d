// /account/billing (spec shell §2.2): the plan, its status, seats in use, trial end, next billing
// date, the company's storage use against its quota (admins) and invoices. An admin can move from Free to Premium (the checkout), change Premium seats
// and open the provider's portal (with the built-in provider, this page is the portal). The
// invoices show the referral credit taken off them; the credit's ledger ("Get Free Credits", paid
// sign-ups, credit applied) is listed under them. With no way to pay (a production server with no
// billing provider) the upgrade is replaced by a note saying so. "Manage billing" with no portal to
// go to says so instead of reloading this page (issue 21).
import { Badge, Button, Card, DataList, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PREMIUM_USERS, FREE_PLAN, PREMIUM_PLAN } from '../../../../contract/subscription-constants';
import type { MySubscription } from '../../../../contract/subscription';
import { useCurrentUser } from '../../../api/current-user';
import { notify } from '../../../ui/toaster';
import { useCreateCheckout } from '../api/create-checkout';
import { useCreatePortalSession } from '../api/create-portal-session';
import { useMySubscription } from '../api/get-my-subscription';
import { InvoicesTable } from '../components/invoices-table';
import { ReferralCreditsSection } from '../components/referral-credits-section';
import { SeatsForm } from '../components/seats-form';
import { StorageUsageItem } from '../components/storage-usage-item';
import { useCheckoutClosedNotice } from '../components/use-checkout-closed-notice';
import { useOpenCheckout } from '../components/use-open-checkout';
import { formatDate } from '../lib/format';
import { subscriptionErrorText } from '../lib/subscription-error-text';

/** The portal address is this very page: the built-in provider's answer, or no portal at all. */
const isThisPage = (url: string) =>
  new URL(url, window.location.origin).pathname.replace(/\/$/, '') === '/account/billing';

function Actions({ subscription }: { subscription: MySubscription }) {
  const { t } = useTranslation();
  const checkout = useCreateCheckout();
  const portal = useCreatePortalSession();
  const openCheckout = useOpenCheckout();
  const [noPortal, setNoPortal] = useState(false);
  const onError = (error: unknown) => notify('error', subscriptionErrorText(error));
  return (
    <HStack gap="3" wrap="wrap">
      {subscription.subscription_plan !== PREMIUM_PLAN && subscription.checkout_available && (
        <Button
          colorPalette="teal"
          loading={checkout.isPending}
          onClick={() =>
            checkout.mutate(Math.max(DEFAULT_PREMIUM_USERS, subscription.active_users), {
              onSuccess: ({ url }) => openCheckout(url),
              onError,
            })
          }
        >
          {t('billing.page.upgrade')}
        </Button>
      )}
      {subscription.provider !== 'built-in' && subscription.subscription_plan === PREMIUM_PLAN && (
        <Button
          variant="outline"
          loading={portal.isPending}
          onClick={() => {
            setNoPortal(false);
            portal.mutate(undefined, {
              // No portal of the provider's (the answer is this page): say so rather than reload it.
              onSuccess: ({ url }) => (isThisPage(url) ? setNoPortal(true) : openCheckout(url)),
              onError,
            });
          }}
        >
          {t('billing.page.portal')}
        </Button>
      )}
      {noPortal && (
        <Text role="status" fontSize="sm" color="fg.muted" flexBasis="full">
          {t('billing.page.noPortal')}
        </Text>
      )}
    </HStack>
  );
}

export function BillingPage() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser().data;
  const query = useMySubscription();
  useCheckoutClosedNotice();
  const isAdmin = me?.user_type.user_type_slug === 'admin';
  const sub = query.data;

  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="xl">
        {t('billing.page.title')}
      </Heading>
      {query.isPending ? (
        <Skeleton h="40" />
      ) : query.isError || !sub ? (
        <Text color="fg.error">{subscriptionErrorText(query.error)}</Text>
      ) : (
        <>
          <Card.Root variant="outline">
            <Card.Body gap="5">
              <HStack justify="space-between" wrap="wrap" gap="3">
                <HStack gap="3">
                  <Heading as="h2" size="lg" data-testid="billing-plan">
                    {sub.subscription_plan ?? t('billing.page.noPlan')}
                  </Heading>
                  {sub.status && (
                    <Badge
                      colorPalette={sub.status === 'cancelled' ? 'red' : sub.status === 'in_trial' ? 'blue' : 'green'}
                    >
                      {t(`billing.status.${sub.status}`)}
                    </Badge>
                  )}
                </HStack>
                {isAdmin && <Actions subscription={sub} />}
              </HStack>
              <DataList.Root orientation="horizontal" size="md">
                <DataList.Item>
                  <DataList.ItemLabel>{t('billing.page.users')}</DataList.ItemLabel>
                  <DataList.ItemValue data-testid="billing-seats">
                    {sub.seats === null
                      ? t('billing.page.activeUsers', { count: sub.active_users })
                      : t('billing.page.seatsInUse', { used: sub.active_users, seats: sub.seats })}
                  </DataList.ItemValue>
                </DataList.Item>
                {sub.trial_end && (
                  <DataList.Item>
                    <DataList.ItemLabel>{t('billing.page.trialEnd')}</DataList.ItemLabel>
                    <DataList.ItemValue data-testid="billing-trial-end">
                      {formatDate(sub.trial_end, i18n.language)}
                    </DataList.ItemValue>
                  </DataList.Item>
                )}
                {sub.next_billing_at && (
                  <DataList.Item>
                    <DataList.ItemLabel>{t('billing.page.nextBilling')}</DataList.ItemLabel>
                    <DataList.ItemValue>{formatDate(sub.next_billing_at, i18n.language)}</DataList.ItemValue>
                  </DataList.Item>
                )}
                {isAdmin && <StorageUsageItem />}
              </DataList.Root>
              {isAdmin && !sub.checkout_available && sub.subscription_plan !== PREMIUM_PLAN && (
                // A production server with no billing provider: the built-in checkout is only a demo.
                <Text fontSize="sm" color="fg.warning" data-testid="billing-checkout-unavailable">
                  {t('billing.page.checkoutUnavailable')}
                </Text>
              )}
              {sub.subscription_plan === FREE_PLAN && (
                <Text fontSize="sm" color="fg.muted">
                  {t('billing.page.freeLimits')}
                </Text>
              )}
              {isAdmin && sub.subscription_plan === PREMIUM_PLAN && sub.seats !== null && (
                <SeatsForm seats={sub.seats} activeUsers={sub.active_users} />
              )}
            </Card.Body>
          </Card.Root>
          {isAdmin ? (
            <>
              <Stack gap="3">
                <Heading as="h2" size="md">
                  {t('billing.page.invoices')}
                </Heading>
                <InvoicesTable invoices={sub.invoices} />
              </Stack>
              <ReferralCreditsSection subscription={sub} />
            </>
          ) : (
            <Text color="fg.muted" data-testid="billing-admins-only">
              {t('billing.page.adminsOnly')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
