// One person's timesheet of a pay period: totals, each day with its figures, flags and punches (an
// attendance admin may correct a punch, or add a missing one, with a reason; a punch made by a
// manager and one outside the division's geofence say so), the corrections made, and the next step:
// approve (admin) or confirm (the person, once approved). Days are cards so a phone at 360 px reads
// them without sideways scrolling.
import { Badge, Box, Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TimesheetDayView,
  TimesheetDetail as Detail,
  TimesheetTotalsMinutes,
} from '../../../../contract/timesheets';
import { notify } from '../../../ui/toaster';
import { queueChange } from '../../../offline/queue';
import { useOutboxItems } from '../../../offline/use-outbox';
import { useApproveTimesheet } from '../api/timesheet-actions';
import {
  TIMESHEET_CONFIRM_KIND,
  timesheetEntityKey,
  type TimesheetConfirmation,
} from '../offline/timesheet-confirm-kind';
import { actionLabelKey, actionPalette } from '../lib/action-label';
import { FlagBadges, Hours, StatusBadge, decimalHours } from './timesheet-bits';
import { MissingPunchForm } from './missing-punch-form';
import { PunchEditForm } from './punch-edit-form';

function Figures({ totals, testId }: { totals: TimesheetTotalsMinutes; testId?: string }) {
  const { t } = useTranslation();
  const items = [
    ['worked', 'attendance.timesheets.worked', totals.worked_minutes],
    ['regular', 'attendance.timesheets.regular', totals.regular_minutes],
    ['overtime', 'attendance.timesheets.overtime', totals.overtime_minutes],
    ['unpaid-breaks', 'attendance.timesheets.unpaidBreaks', totals.unpaid_break_minutes],
    ['scheduled', 'attendance.timesheets.scheduled', totals.scheduled_minutes],
  ] as const;
  return (
    <SimpleGrid columns={{ base: 2, sm: 5 }} gap="2" data-testid={testId}>
      {items.map(([id, key, minutes]) => (
        <Stack key={id} gap="0">
          <Text fontSize="xs" color="fg.muted">
            {t(key)}
          </Text>
          <Text fontWeight="semibold" data-testid={testId ? `${testId}-${id}` : undefined}>
            <Hours minutes={minutes} />
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function DayCard({ day, zone, canEdit }: { day: TimesheetDayView; zone: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<number | null>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { timeZone: zone, hour: '2-digit', minute: '2-digit' });
  const date = new Intl.DateTimeFormat(i18n.language, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid={`timesheet-day-${day.date}`}>
      <Stack gap="2">
        <HStack justify="space-between" flexWrap="wrap">
          <Text fontWeight="semibold">{date.format(Date.parse(`${day.date}T00:00:00Z`))}</Text>
          <FlagBadges flags={day.flags} />
        </HStack>
        <Figures totals={day} testId={`day-${day.date}`} />
        {day.punches.map((punch) => (
          <Stack key={punch.id} gap="1">
            <HStack gap="2" flexWrap="wrap" data-testid={`punch-${punch.id}`}>
              <Badge colorPalette={actionPalette(punch.action)} variant="outline">
                {t(actionLabelKey(punch.action))}
              </Badge>
              <Text>{time.format(Date.parse(punch.client_time))}</Text>
              {punch.edited && <Badge variant="subtle">{t('attendance.timesheets.edited')}</Badge>}
              {punch.source === 'admin' && (
                <Badge variant="subtle" colorPalette="purple" data-testid="punch-added">
                  {t('geofence.punch.added')}
                </Badge>
              )}
              {punch.flags.includes('outside_geofence') && punch.geofence_distance_m !== null && (
                <Badge variant="subtle" colorPalette="red" data-testid="punch-geofence-distance">
                  {t('geofence.punch.distance', { meters: punch.geofence_distance_m })}
                </Badge>
              )}
              {canEdit && editing !== punch.id && (
                <Button
                  size="sm"
                  minH="11"
                  variant="ghost"
                  onClick={() => setEditing(punch.id)}
                  data-testid="punch-edit"
                >
                  {t('attendance.timesheets.edit')}
                </Button>
              )}
            </HStack>
            {editing === punch.id && <PunchEditForm punch={punch} zone={zone} onDone={() => setEditing(null)} />}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

function NextStep({ sheet, isAdmin, isOwn }: { sheet: Detail; isAdmin: boolean; isOwn: boolean }) {
  const { t } = useTranslation();
  const approve = useApproveTimesheet();
  const failed = (error: Error) => notify('error', t('attendance.timesheets.actionFailed', { reason: error.message }));
  const args = { staffId: sheet.staff, date: sheet.period_from };
  // A confirmation is a field worker's write: saved on the device, then sent (outbox).
  const queued = (useOutboxItems(TIMESHEET_CONFIRM_KIND) ?? []).some(
    (item) => item.entity_key === timesheetEntityKey(args) && item.state !== 'failed',
  );
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    setConfirming(true);
    try {
      await queueChange<TimesheetConfirmation>(TIMESHEET_CONFIRM_KIND, args);
      notify('success', t('attendance.timesheets.confirmQueued'));
    } catch (error) {
      failed(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Stack gap="2">
      {isAdmin && sheet.status === 'open' && (
        <Button
          minH="11"
          colorPalette="blue"
          loading={approve.isPending}
          onClick={() =>
            approve.mutate(args, {
              onSuccess: () => notify('success', t('attendance.timesheets.approvedToast')),
              onError: failed,
            })
          }
          data-testid="timesheet-approve"
        >
          {t('attendance.timesheets.approve')}
        </Button>
      )}
      {isOwn && sheet.status === 'approved' && queued && (
        <Text color="fg.muted" data-testid="timesheet-confirm-queued">
          {t('attendance.timesheets.confirmQueued')}
        </Text>
      )}
      {isOwn && sheet.status === 'approved' && !queued && (
        <>
          <Text>{t('attendance.timesheets.confirmHint')}</Text>
          <Button
            minH="11"
            colorPalette="green"
            loading={confirming}
            onClick={() => void confirm()}
            data-testid="timesheet-confirm"
          >
            {t('attendance.timesheets.confirm')}
          </Button>
        </>
      )}
      {isOwn && !isAdmin && sheet.status === 'open' && (
        <Text color="fg.muted">{t('attendance.timesheets.notApprovedHint')}</Text>
      )}
    </Stack>
  );
}

function AddMissingPunch({ sheet }: { sheet: Detail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (open) return <MissingPunchForm sheet={sheet} onDone={() => setOpen(false)} />;
  return (
    <Button
      alignSelf="start"
      minH="11"
      variant="outline"
      onClick={() => setOpen(true)}
      data-testid="missing-punch-open"
    >
      {t('geofence.addPunch.open')}
    </Button>
  );
}

export function TimesheetDetail({ sheet, isAdmin, isOwn }: { sheet: Detail; isAdmin: boolean; isOwn: boolean }) {
  const { t, i18n } = useTranslation();
  const days = sheet.days.filter((d) => d.punches.length > 0 || d.worked_minutes > 0 || d.flags.length > 0);
  const when = new Intl.DateTimeFormat(i18n.language, {
    timeZone: sheet.time_zone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <Stack gap="4" data-testid="timesheet-detail">
      <HStack gap="3" flexWrap="wrap">
        <Heading as="h2" size="lg">
          {sheet.staff_name}
        </Heading>
        <StatusBadge status={sheet.status} />
        {sheet.approved_by_name && (
          <Text fontSize="sm" color="fg.muted">
            {t('attendance.timesheets.approvedBy', { name: sheet.approved_by_name })}
          </Text>
        )}
      </HStack>
      <Box borderWidth="1px" rounded="md" p="3">
        <Stack gap="2">
          <Text fontWeight="semibold">{t('attendance.timesheets.total')}</Text>
          <Figures totals={sheet.totals} testId="timesheet-totals" />
          <FlagBadges flags={sheet.flags} />
          {sheet.changed_since_approval && sheet.approved_totals && (
            <Text color="orange.fg" data-testid="timesheet-changed">
              {t('attendance.timesheets.changed', { hours: decimalHours(sheet.approved_totals.worked_minutes) })}
            </Text>
          )}
        </Stack>
      </Box>
      <NextStep sheet={sheet} isAdmin={isAdmin} isOwn={isOwn} />
      {isAdmin && <AddMissingPunch sheet={sheet} />}
      {days.length === 0 ? (
        <Text color="fg.muted">{t('attendance.timesheets.noDays')}</Text>
      ) : (
        days.map((day) => <DayCard key={day.date} day={day} zone={sheet.time_zone} canEdit={isAdmin} />)
      )}
      {sheet.edits.length > 0 && (
        <Stack gap="1" data-testid="timesheet-edits">
          <Text fontWeight="semibold">{t('attendance.timesheets.edits')}</Text>
          {sheet.edits.map((edit) => (
            <Text key={`${edit.punch}-${edit.created_at}`} fontSize="sm">
              {edit.previous_time === null
                ? t('geofence.addedLine', {
                    by: edit.edited_by_name,
                    action: t(actionLabelKey(edit.action)),
                    to: when.format(Date.parse(edit.new_time)),
                    reason: edit.reason,
                  })
                : t('attendance.timesheets.editLine', {
                    by: edit.edited_by_name,
                    from: when.format(Date.parse(edit.previous_time)),
                    to: when.format(Date.parse(edit.new_time)),
                    reason: edit.reason,
                  })}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
