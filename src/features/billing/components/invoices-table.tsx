// The billing page's invoices: period, what it came to, the referral credit taken off it and the
// amount due (spec shell §9: credits are spent on the built-in provider's invoices).
import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../../contract/subscription';
import { formatDate, formatMoney } from '../lib/format';

export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const { t, i18n } = useTranslation();
  if (invoices.length === 0) return <Text color="fg.muted">{t('billing.page.noInvoices')}</Text>;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, i18n.language);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2">
      <Table.Root size="sm" data-testid="billing-invoices">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('billing.page.invoice')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.page.issued')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.page.period')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('referralCredits.invoices.subtotal')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('referralCredits.invoices.credit')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('referralCredits.invoices.due')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.page.invoiceStatus')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoices.map((invoice) => (
            <Table.Row key={invoice.id}>
              <Table.Cell>{invoice.number}</Table.Cell>
              <Table.Cell>{formatDate(invoice.issued_at, i18n.language)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {formatDate(invoice.period_start, i18n.language)} – {formatDate(invoice.period_end, i18n.language)}
              </Table.Cell>
              <Table.Cell textAlign="end">{money(invoice.subtotal_cents, invoice.currency)}</Table.Cell>
              <Table.Cell textAlign="end">
                {invoice.credit_applied_cents > 0 ? money(-invoice.credit_applied_cents, invoice.currency) : '—'}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="medium">
                {money(invoice.amount_cents, invoice.currency)}
              </Table.Cell>
              <Table.Cell>{t(`billing.invoiceStatus.${invoice.status}`)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
