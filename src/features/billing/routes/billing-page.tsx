// /account/billing (spec shell §2.2): the plan, its status, seats in use, trial end, next billing
// date and invoices. An admin can move from Free to Premium (the checkout), change Premium seats
// and open the provider's portal (with the built-in provider, this page is the portal). The referral
// credits the company's users earned ("Get Free Credits") are listed under the invoices.
import { Badge, Button, Card, DataList, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PREMIUM_USERS, FREE_PLAN, PREMIUM_PLAN } from '../../../../contract/subscription-constants';
import type { MySubscription } from '../../../../contract/subscription';
import { useCurrentUser } from '../../../api/current-user';
import { notify } from '../../../ui/toaster';
import { useCreateCheckout } from '../api/create-checkout';
import { useCreatePortalSession } from '../api/create-portal-session';
import { useMySubscription } from '../api/get-my-subscription';
import { SeatsForm } from '../components/seats-form';
import { useCheckoutClosedNotice } from '../components/use-checkout-closed-notice';
import { useOpenCheckout } from '../components/use-open-checkout';
import { formatDate, formatMoney } from '../lib/format';
import { subscriptionErrorText } from '../lib/subscription-error-text';

function Invoices({ subscription }: { subscription: MySubscription }) {
  const { t, i18n } = useTranslation();
  if (subscription.invoices.length === 0) return <Text color="fg.muted">{t('billing.page.noInvoices')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('billing.page.invoice')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.page.issued')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.page.period')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('billing.page.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.page.invoiceStatus')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {subscription.invoices.map((invoice) => (
            <Table.Row key={invoice.id}>
              <Table.Cell>{invoice.number}</Table.Cell>
              <Table.Cell>{formatDate(invoice.issued_at, i18n.language)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {formatDate(invoice.period_start, i18n.language)} – {formatDate(invoice.period_end, i18n.language)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {formatMoney(invoice.amount_cents, invoice.currency, i18n.language)}
              </Table.Cell>
              <Table.Cell>{t(`billing.invoiceStatus.${invoice.status}`)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function ReferralCredits({ subscription }: { subscription: MySubscription }) {
  const { t, i18n } = useTranslation();
  const credits = subscription.referral_credits;
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {t('shellIntegrations.billingCredits.title')}
      </Heading>
      <Text data-testid="billing-referral-credit">
        {t('shellIntegrations.billingCredits.balance', {
          amount: formatMoney(subscription.referral_credit_cents, credits[0]?.currency ?? 'USD', i18n.language),
        })}
      </Text>
      {credits.length === 0 ? (
        <Text color="fg.muted">{t('shellIntegrations.billingCredits.none')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="l2">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('shellIntegrations.billingCredits.date')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('shellIntegrations.billingCredits.kind')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('shellIntegrations.billingCredits.by')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('billing.page.amount')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {credits.map((credit) => (
                <Table.Row key={credit.id}>
                  <Table.Cell>{formatDate(credit.created_at, i18n.language)}</Table.Cell>
                  <Table.Cell>{t(`shellIntegrations.billingCredits.kinds.${credit.kind}`)}</Table.Cell>
                  <Table.Cell>{credit.user_name ?? '—'}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {formatMoney(credit.amount_cents, credit.currency, i18n.language)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

function Actions({ subscription }: { subscription: MySubscription }) {
  const { t } = useTranslation();
  const checkout = useCreateCheckout();
  const portal = useCreatePortalSession();
  const openCheckout = useOpenCheckout();
  const onError = (error: unknown) => notify('error', subscriptionErrorText(error));
  return (
    <HStack gap="3" wrap="wrap">
      {subscription.subscription_plan !== PREMIUM_PLAN && (
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
          onClick={() => portal.mutate(undefined, { onSuccess: ({ url }) => openCheckout(url), onError })}
        >
          {t('billing.page.portal')}
        </Button>
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
                    {t('billing.page.seatsInUse', { used: sub.active_users, seats: sub.seats ?? '—' })}
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
              </DataList.Root>
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
          <Stack gap="3">
            <Heading as="h2" size="md">
              {t('billing.page.invoices')}
            </Heading>
            <Invoices subscription={sub} />
          </Stack>
          <ReferralCredits subscription={sub} />
        </>
      )}
    </Stack>
  );
}
