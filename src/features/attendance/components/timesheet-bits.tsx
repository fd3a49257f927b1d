// Small pieces shared by the timesheet screens: hours as the export writes them (decimal, 2
// places, so what a manager reads is what payroll gets), the state badge and the flag badges.
import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TimesheetFlag } from '../../../../contract/timesheet';
import type { TimesheetStatus } from '../../../../contract/timesheets';
import type { PunchFlag } from '../../../../contract/attendance';
import type { MessageKey } from '../../../i18n/message-key';

export const decimalHours = (minutes: number) => (minutes / 60).toFixed(2);

export function Hours({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  return <>{t('attendance.timesheets.hours', { hours: decimalHours(minutes) })}</>;
}

const STATUS: Record<TimesheetStatus, { key: MessageKey; palette: string }> = {
  open: { key: 'attendance.timesheets.statuses.open', palette: 'gray' },
  approved: { key: 'attendance.timesheets.statuses.approved', palette: 'blue' },
  confirmed: { key: 'attendance.timesheets.statuses.confirmed', palette: 'green' },
};

export function StatusBadge({ status }: { status: TimesheetStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={STATUS[status].palette} variant="subtle" data-testid="timesheet-status">
      {t(STATUS[status].key)}
    </Badge>
  );
}

const FLAGS: Record<TimesheetFlag | PunchFlag, MessageKey> = {
  missing_out: 'attendance.flags.missing_out',
  unmatched_out: 'attendance.flags.unmatched_out',
  missing_break_end: 'attendance.flags.missing_break_end',
  unmatched_break: 'attendance.flags.unmatched_break',
  late: 'attendance.flags.late',
  left_early: 'attendance.flags.left_early',
  clock_skew: 'attendance.flags.clock_skew',
  future_time: 'attendance.flags.future_time',
  location_missing: 'attendance.flags.location_missing',
  location_inaccurate: 'attendance.flags.location_inaccurate',
  outside_geofence: 'geofence.flags.outsideShort',
  no_photo: 'kiosk.photo.flagShort',
};

export function FlagBadges({ flags }: { flags: readonly string[] }) {
  const { t } = useTranslation();
  if (flags.length === 0) return null;
  return (
    <HStack gap="1" flexWrap="wrap">
      {flags.map((flag) => (
        <Badge key={flag} colorPalette="red" variant="subtle" data-flag={flag}>
          {flag in FLAGS ? t(FLAGS[flag as keyof typeof FLAGS]) : flag}
        </Badge>
      ))}
    </HStack>
  );
}
