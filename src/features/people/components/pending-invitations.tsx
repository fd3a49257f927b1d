// The Employee List's "Pending invitations" (profile admins; shown only when there are any): people
// whose account is their own, invited rather than added. Each row holds what the admin typed — the
// e-mail and the name — with when it was sent and whether its link still works; nothing of the
// person's account is known until they accept. Resend sends a fresh link (the old one stops
// working); Cancel asks first, since the person can then no longer accept.
import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffInvitation } from '../../../../contract/people';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/toaster';
import { useCancelStaffInvitation } from '../api/cancel-staff-invitation';
import { useStaffInvitations } from '../api/get-staff-invitations';
import { useResendStaffInvitation } from '../api/resend-staff-invitation';
import { peopleErrorMessages } from '../lib/server-messages';
import { SectionBox } from './section-box';

const typedName = (i: StaffInvitation) => `${i.first_name} ${i.last_name}`.trim();
const expired = (i: StaffInvitation, now: number) => Date.parse(i.expires_at) <= now;

export function PendingInvitations() {
  const { t, i18n } = useTranslation();
  const invitations = useStaffInvitations();
  const resend = useResendStaffInvitation();
  const cancel = useCancelStaffInvitation();
  const [toCancel, setToCancel] = useState<StaffInvitation | null>(null);
  const pending = (invitations.data ?? []).filter((i) => i.state === 'pending');
  if (pending.length === 0) return null;
  // Expired as of when the list was read (render stays pure; a refetch brings it up to date).
  const now = invitations.dataUpdatedAt;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  async function onResend(invitation: StaffInvitation) {
    try {
      await resend.mutateAsync(invitation.id);
      notify('success', t('people.invitations.resent', { email: invitation.email }));
    } catch (error) {
      for (const message of peopleErrorMessages(t, error)) notify('error', message);
    }
  }

  async function onCancel() {
    if (!toCancel) return;
    try {
      await cancel.mutateAsync(toCancel.id);
      notify('success', t('people.invitations.cancelled', { email: toCancel.email }));
    } catch (error) {
      for (const message of peopleErrorMessages(t, error)) notify('error', message);
    }
    setToCancel(null);
  }

  return (
    <SectionBox id="pending-invitations" title={t('people.invitations.title')}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('people.invitations.help')}
        </Text>
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={t('people.invitations.title')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('people.fields.email')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('people.invitations.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('people.invitations.sent')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('people.invitations.state')}</Table.ColumnHeader>
                <Table.ColumnHeader srOnly>{t('people.invitations.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {pending.map((invitation) => (
                <Table.Row key={invitation.id}>
                  <Table.Cell>{invitation.email}</Table.Cell>
                  <Table.Cell>{typedName(invitation)}</Table.Cell>
                  <Table.Cell>{date(invitation.created_at)}</Table.Cell>
                  <Table.Cell>
                    {expired(invitation, now) ? (
                      <Badge colorPalette="orange">{t('people.invitations.expired')}</Badge>
                    ) : (
                      <Badge colorPalette="blue">
                        {t('people.invitations.pendingUntil', { date: date(invitation.expires_at) })}
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2" justify="end">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('people.invitations.resendTo', { email: invitation.email })}
                        loading={resend.isPending && resend.variables === invitation.id}
                        onClick={() => void onResend(invitation)}
                      >
                        {t('people.invitations.resend')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t('people.invitations.cancelTo', { email: invitation.email })}
                        onClick={() => setToCancel(invitation)}
                      >
                        {t('people.invitations.cancel')}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
      <ConfirmDialog
        open={toCancel !== null}
        title={t('people.invitations.cancelConfirm', { email: toCancel?.email ?? '' })}
        text={t('people.invitations.cancelConfirmText')}
        confirmLabel={t('people.invitations.cancel')}
        loading={cancel.isPending}
        onOpenChange={(open) => !open && setToCancel(null)}
        onConfirm={() => void onCancel()}
      />
    </SectionBox>
  );
}
