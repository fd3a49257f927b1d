// What the request's approver decides (approve or reject, with an optional note), and the
// requester's cancel. Each shows only when the server says the user may do it.
import { Button, Card, Field, HStack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '../../../../contract/requests';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/toaster';
import { useCancelRequest, useDecideRequest } from '../api/request-actions';
import { showSaveError } from '../lib/form-errors';

export function DecisionPanel({ request }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const decide = useDecideRequest();
  const cancel = useCancelRequest();
  const [note, setNote] = useState('');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const failed = (error: unknown) => showSaveError(error, t('requests.form.offline'));
  if (!request.can_decide && !request.can_cancel) return null;
  const busy = decide.isPending || cancel.isPending;
  const act = (action: 'approve' | 'reject') =>
    decide.mutate(
      { id: request.id, action, note },
      {
        onSuccess: () =>
          notify('success', t(action === 'approve' ? 'requests.detail.approved' : 'requests.detail.rejected')),
        onError: failed,
      },
    );
  return (
    <Card.Root data-testid="decision-panel">
      <Card.Body>
        {request.can_decide && (
          <Field.Root mb="3">
            <Field.Label>{t('requests.detail.decisionNote')}</Field.Label>
            <Textarea
              value={note}
              placeholder={t('requests.detail.notePlaceholder')}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
          </Field.Root>
        )}
        <HStack gap="2" flexWrap="wrap">
          {request.can_decide && (
            <>
              <Button colorPalette="green" disabled={busy} onClick={() => act('approve')}>
                {t('requests.detail.approve')}
              </Button>
              <Button colorPalette="red" variant="outline" disabled={busy} onClick={() => act('reject')}>
                {t('requests.detail.reject')}
              </Button>
            </>
          )}
          {request.can_cancel && (
            <Button variant="outline" disabled={busy} onClick={() => setConfirmingCancel(true)}>
              {t('requests.detail.cancel')}
            </Button>
          )}
        </HStack>
        <ConfirmDialog
          open={confirmingCancel}
          title={t('requests.detail.confirmCancel')}
          confirmLabel={t('requests.detail.cancel')}
          loading={cancel.isPending}
          onOpenChange={setConfirmingCancel}
          onConfirm={() =>
            cancel.mutate(request.id, {
              onSuccess: () => {
                setConfirmingCancel(false);
                notify('success', t('requests.detail.cancelled'));
              },
              onError: failed,
            })
          }
        />
      </Card.Body>
    </Card.Root>
  );
}
