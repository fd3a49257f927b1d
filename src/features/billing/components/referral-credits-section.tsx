// The billing page's referral credits (spec shell §2.4 "Get Free Credits", §9): the balance still to
// spend, and every line of the ledger — a share (who shared), a paid sign-up through the company's
// link, or credit applied to an invoice (negative) — so the lines add up to the balance.
import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MySubscription, ReferralCredit } from '../../../../contract/subscription';
import { formatDate, formatMoney } from '../lib/format';

function useCreditLabel() {
  const { t } = useTranslation();
  return (credit: ReferralCredit) =>
    credit.kind === 'applied'
      ? t('referralCredits.billing.applied', { invoice: credit.invoice_number ?? '—' })
      : t(`shellIntegrations.billingCredits.kinds.${credit.kind}`);
}

export function ReferralCreditsSection({ subscription }: { subscription: MySubscription }) {
  const { t, i18n } = useTranslation();
  const label = useCreditLabel();
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
      {subscription.provider === 'hosted' && (
        <Text fontSize="sm" color="fg.muted">
          {t('referralCredits.billing.hostedNote')}
        </Text>
      )}
      {credits.length === 0 ? (
        <Text color="fg.muted">{t('shellIntegrations.billingCredits.none')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="l2">
          <Table.Root size="sm" data-testid="billing-referral-credits">
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
                  <Table.Cell>{label(credit)}</Table.Cell>
                  <Table.Cell>{credit.user_name ?? '—'}</Table.Cell>
                  <Table.Cell textAlign="end" color={credit.amount_cents < 0 ? 'fg.muted' : undefined}>
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
