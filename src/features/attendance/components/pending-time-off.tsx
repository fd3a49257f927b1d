// Time off waiting for a decision in the month shown, for admins who review it (request, attendance
// or company admins): approve or reject each one (PATCH request/api/staff-time-offs-detail/{id}/).
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TimeOff } from '../../../../contract/attendance';
import { notify } from '../../../ui/toaster';
import { useUpdateTimeOff } from '../api/update-time-off';
import { formErrors } from '../lib/form-errors';

export function PendingTimeOff({ timeOffs }: { timeOffs: TimeOff[] }) {
  const { t, i18n } = useTranslation();
  const mutation = useUpdateTimeOff();
  const pending = timeOffs.filter((o) => o.status === 'pending');
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const span = (o: TimeOff) =>
    o.start_date === o.end_date
      ? day.format(Date.parse(o.start_date))
      : `${day.format(Date.parse(o.start_date))} – ${day.format(Date.parse(o.end_date))}`;
  const decide = (o: TimeOff, status: 'approved' | 'rejected') =>
    mutation.mutate(
      { id: o.id, status },
      {
        onSuccess: () => notify('success', t(`attendance.timeOff.${status}`)),
        onError: (error) =>
          notify(
            'error',
            formErrors(error, { offline: t('attendance.offlineAction'), generic: t('errors.generic') }).other ??
              t('errors.generic'),
          ),
      },
    );

  return (
    <Card.Root data-testid="pending-time-off">
      <Card.Header>
        <Card.Title as="h2">{t('attendance.timeOff.pendingTitle')}</Card.Title>
      </Card.Header>
      <Card.Body>
        {pending.length === 0 ? (
          <Text color="fg.muted">{t('attendance.timeOff.nonePending')}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {pending.map((o) => (
              <HStack as="li" key={o.id} justify="space-between" gap="2" flexWrap="wrap">
                <Stack gap="0">
                  <Text fontWeight="medium">{o.staff_name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {span(o)} · {t(`attendance.timeOff.types.${o.time_off_type}`, { defaultValue: o.time_off_type })}
                    {o.note && ` · ${o.note}`}
                  </Text>
                </Stack>
                <HStack gap="2">
                  <Badge colorPalette="yellow" variant="subtle">
                    {t('attendance.timeOff.status.pending')}
                  </Badge>
                  <Button
                    size="sm"
                    colorPalette="green"
                    disabled={mutation.isPending}
                    onClick={() => decide(o, 'approved')}
                  >
                    {t('attendance.timeOff.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    disabled={mutation.isPending}
                    onClick={() => decide(o, 'rejected')}
                  >
                    {t('attendance.timeOff.reject')}
                  </Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
