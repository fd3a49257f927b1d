// The step the user may take on a purchase request: approve or reject (approvers, not their own),
// record the payment (payers), cancel (the requester), each with an optional note. The server says
// which apply (can_approve, can_pay, can_cancel) and checks again.
import { Button, Card, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseRequestDetail } from '../../../../contract/purchase-requests';
import { ApiError, errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import {
  useCancelPurchaseRequest,
  useDecidePurchaseRequest,
  usePayPurchaseRequest,
} from '../api/purchase-request-actions';

export function PurchaseActions({ pr }: { pr: PurchaseRequestDetail }) {
  const { t } = useTranslation();
  const decide = useDecidePurchaseRequest();
  const pay = usePayPurchaseRequest();
  const cancel = useCancelPurchaseRequest();
  const [note, setNote] = useState('');
  const [reference, setReference] = useState('');
  if (!pr.can_approve && !pr.can_pay && !pr.can_cancel) return null;
  const busy = decide.isPending || pay.isPending || cancel.isPending;
  const handlers = (done: 'approved' | 'rejected' | 'paid' | 'cancelled') => ({
    onSuccess: () => notify('success', t(`purchaseRequests.detail.${done}`)),
    onError: (error: Error) =>
      notify('error', error instanceof ApiError && error.status < 500 ? error.message : errorMessages(error)[0]!),
  });
  return (
    <Card.Root data-testid="purchase-actions">
      <Card.Body>
        <Stack>
          {pr.can_pay && (
            <Field.Root mb="3">
              <Field.Label>{t('purchaseRequests.detail.paymentReference')}</Field.Label>
              <Input value={reference} onChange={(e) => setReference(e.currentTarget.value)} />
            </Field.Root>
          )}
          {(pr.can_approve || pr.can_pay) && (
            <Field.Root mb="3">
              <Field.Label>{t('purchaseRequests.detail.note')}</Field.Label>
              <Textarea
                value={note}
                placeholder={t('purchaseRequests.detail.notePlaceholder')}
                onChange={(e) => setNote(e.currentTarget.value)}
              />
            </Field.Root>
          )}
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          {pr.can_approve && (
            <>
              <Button
                colorPalette="green"
                disabled={busy}
                onClick={() => decide.mutate({ id: pr.id, action: 'approve', note }, handlers('approved'))}
              >
                {t('purchaseRequests.detail.approve')}
              </Button>
              <Button
                colorPalette="red"
                variant="outline"
                disabled={busy}
                onClick={() => decide.mutate({ id: pr.id, action: 'reject', note }, handlers('rejected'))}
              >
                {t('purchaseRequests.detail.reject')}
              </Button>
            </>
          )}
          {pr.can_pay && (
            <Button
              colorPalette="blue"
              disabled={busy}
              onClick={() => pay.mutate({ id: pr.id, payment_reference: reference, note }, handlers('paid'))}
            >
              {t('purchaseRequests.detail.pay')}
            </Button>
          )}
          {pr.can_cancel && (
            <Button variant="outline" disabled={busy} onClick={() => cancel.mutate(pr.id, handlers('cancelled'))}>
              {t('purchaseRequests.detail.cancel')}
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
