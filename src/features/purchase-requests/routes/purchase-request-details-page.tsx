// /purchase-requests/details/:id: the request with its items and total, the list entries it is filed
// under, its attachments (more can be added until it is closed), the step the user may take, and
// the history of each step (who, when, with what note).
import { Button, Card, Heading, HStack, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError, ValidationApiError, errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { downloadAttachment } from '../api/download-attachment';
import { usePurchaseRequest } from '../api/get-purchase-request';
import { useAttachToPurchaseRequest } from '../api/purchase-request-actions';
import { PurchaseActions } from '../components/purchase-actions';
import { PurchaseStatus } from '../components/purchase-status';
import { formatMoney } from '../lib/money';

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export function PurchaseRequestDetailsPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const query = usePurchaseRequest(id);
  const attach = useAttachToPurchaseRequest();
  const pr = query.data;
  if (query.isPending) return null;
  if (!pr) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return <Text color="red.fg">{notFound ? t('purchaseRequests.notFound') : t('purchaseRequests.loadError')}</Text>;
  }
  const money = (amount: string) => formatMoney(amount, pr.currency, i18n.language);
  const open = pr.status !== 'rejected' && pr.status !== 'cancelled';
  const upload = (file: File | undefined) =>
    file &&
    attach.mutate(
      { id: pr.id, file },
      {
        onSuccess: () => notify('success', t('purchaseRequests.detail.attached')),
        onError: (error) =>
          notify(
            'error',
            error instanceof ValidationApiError
              ? Object.values(error.fields).flat().join(' ')
              : error instanceof ApiError && error.status < 500
                ? error.message
                : errorMessages(error)[0]!,
          ),
      },
    );

  return (
    <Stack gap="5" maxW="4xl">
      <Link asChild fontSize="sm">
        <RouterLink to="/purchase-requests">← {t('purchaseRequests.detail.back')}</RouterLink>
      </Link>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          {pr.title}
        </Heading>
        <PurchaseStatus status={pr.status} />
      </HStack>
      <Card.Root>
        <Card.Body>
          <Stack gap="1" fontSize="sm">
            <Text>
              {t('purchaseRequests.detail.requester')}: {pr.requester.name}
            </Text>
            {pr.vendor && (
              <Text>
                {t('purchaseRequests.detail.vendor')}: {pr.vendor}
              </Text>
            )}
            {[
              [t('purchaseRequests.form.purchaseMethod'), pr.purchase_method?.name],
              [t('purchaseRequests.form.purchaseType'), pr.purchase_type?.name],
              [t('purchaseRequests.form.setAside'), pr.set_aside?.name],
              [t('purchaseRequests.detail.neededBy'), pr.needed_by],
              [t('purchaseRequests.detail.paymentReference'), pr.payment_reference],
            ]
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Text key={label}>
                  {label}: {value}
                </Text>
              ))}
            {pr.description && (
              <Text mt="2" whiteSpace="pre-wrap">
                {pr.description}
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Caption>{t('purchaseRequests.detail.items')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('purchaseRequests.form.itemDescription')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('purchaseRequests.form.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('purchaseRequests.form.unitPrice')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('purchaseRequests.detail.total')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pr.items.map((item, i) => (
              <Table.Row key={i}>
                <Table.Cell>{item.description}</Table.Cell>
                <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
                <Table.Cell textAlign="end">{money(item.unit_price)}</Table.Cell>
                <Table.Cell textAlign="end">{money(item.amount)}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row fontWeight="semibold">
              <Table.Cell colSpan={3}>{t('purchaseRequests.detail.total')}</Table.Cell>
              <Table.Cell textAlign="end" data-testid="purchase-total">
                {money(pr.total_amount)}
              </Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <PurchaseActions pr={pr} />
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">{t('purchaseRequests.detail.attachments')}</Card.Title>
        </Card.Header>
        <Card.Body>
          <Stack gap="2">
            {pr.attachments.length === 0 && <Text color="fg.muted">{t('purchaseRequests.detail.noAttachments')}</Text>}
            {pr.attachments.map((a) => (
              <HStack key={a.id} gap="2" flexWrap="wrap">
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t('purchaseRequests.detail.download', { name: a.file_name })}
                  onClick={() =>
                    void downloadAttachment(a).catch(() => notify('error', t('purchaseRequests.detail.downloadFailed')))
                  }
                >
                  {t('purchaseRequests.detail.downloadShort')}
                </Button>
                <Text fontSize="sm">
                  {a.file_name} · {Math.ceil(a.size / 1024)} KiB · {a.uploaded_by.name}
                </Text>
              </HStack>
            ))}
            {open && (
              <Input
                type="file"
                aria-label={t('purchaseRequests.detail.attach')}
                accept="application/pdf,image/png,image/jpeg,image/webp"
                p="1"
                maxW="sm"
                disabled={attach.isPending}
                onChange={(e) => upload(e.currentTarget.files?.[0])}
              />
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">{t('purchaseRequests.detail.history')}</Card.Title>
        </Card.Header>
        <Card.Body>
          <Stack as="ol" listStyleType="none" gap="2" data-testid="purchase-history">
            {pr.history.map((e) => (
              <Text as="li" key={e.id} fontSize="sm">
                <time dateTime={e.created_at}>{when(e.created_at)}</time> —{' '}
                {t(`purchaseRequests.events.${e.action}`, { name: e.actor.name })}
                {e.note && `: ${e.note}`}
              </Text>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
