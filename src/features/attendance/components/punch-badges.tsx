// The marks of a punch: recorded offline, flagged (with each flag explained in words, not only a
// code; a location too vague for the company with its accuracy), waiting to sync for punches still on this device, and the location link when there is one.
import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Punch, PunchFlag } from '../../../../contract/attendance';
import type { MessageKey } from '../../../i18n/message-key';

const FLAG_KEYS: Record<PunchFlag, MessageKey> = {
  clock_skew: 'attendance.flags.clock_skew',
  future_time: 'attendance.flags.future_time',
  location_missing: 'attendance.flags.location_missing',
  location_inaccurate: 'attendance.flags.location_inaccurate',
  outside_geofence: 'geofence.flags.outside',
  late: 'attendance.flags.late',
  no_photo: 'kiosk.photo.flag',
};

/** The figure a flag's message shows: the fix's accuracy, or the distance from the geofence. */
const flagMeters = (flag: PunchFlag, punch: Punch) =>
  Math.round((flag === 'outside_geofence' ? punch.geofence_distance_m : punch.accuracy_m) ?? 0);

export function PunchBadges({ punch }: { punch: Punch }) {
  const { t } = useTranslation();
  return (
    <Stack gap="1">
      <HStack gap="1" flexWrap="wrap">
        {punch.recorded_offline && (
          <Badge colorPalette="purple" variant="subtle">
            {t('attendance.badges.offline')}
          </Badge>
        )}
        {punch.flagged && (
          <Badge colorPalette="red" variant="subtle">
            {t('attendance.badges.flagged')}
          </Badge>
        )}
        {punch.source === 'admin' && (
          <Badge colorPalette="gray" variant="subtle">
            {t('attendance.badges.byAdmin')}
          </Badge>
        )}
      </HStack>
      {punch.flags.map((flag) => (
        <Text key={flag} fontSize="xs" color="red.fg" data-flag={flag}>
          {t(FLAG_KEYS[flag], { meters: flagMeters(flag, punch) })}
        </Text>
      ))}
    </Stack>
  );
}

export function LocationLink({ punch }: { punch: Pick<Punch, 'latitude' | 'longitude' | 'accuracy_m'> }) {
  const { t } = useTranslation();
  const { latitude: lat, longitude: lon } = punch;
  if (lat === null || lon === null) return <Text color="fg.subtle">—</Text>;
  const href = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="blue" whiteSpace="nowrap">
      {punch.accuracy_m !== null
        ? t('attendance.list.mapWithAccuracy', { meters: Math.round(punch.accuracy_m) })
        : t('attendance.list.map')}
    </Link>
  );
}
