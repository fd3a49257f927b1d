// One published shift as a staff member reads it: the day, start–end in the company's time zone,
// the position and division, and the admin's note. Used by My shifts and the clock's next shift.
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '../../../../contract/shifts';
import { clockTime, shiftDate } from '../lib/schedule-week';

export function useShiftDay() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  return (shift: Shift, zone: string) => format.format(Date.parse(`${shiftDate(shift, zone)}T00:00:00Z`));
}

export function shiftTimes(shift: Shift, zone: string): string {
  return `${clockTime(shift.start, zone)}–${clockTime(shift.end, zone)}`;
}

export function shiftPlace(shift: Shift): string {
  return [shift.position_name, shift.division_name].filter(Boolean).join(' · ');
}

export function NextShiftLine({ shift, zone, current }: { shift: Shift; zone: string; current: boolean }) {
  const { t } = useTranslation();
  const day = useShiftDay();
  const place = shiftPlace(shift);
  return (
    <Text fontSize="sm" data-testid="clock-next-shift">
      {t(current ? 'shifts.clock.current' : 'shifts.clock.next', {
        day: day(shift, zone),
        times: shiftTimes(shift, zone),
      })}
      {place && ` · ${place}`}
    </Text>
  );
}
