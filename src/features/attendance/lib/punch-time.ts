// How punch times are shown. The tapped time is shown as the device saw it: the wall-clock time of
// its own UTC offset, with that offset and the IANA zone, so a punch made in Tokyo reads 09:00
// +09:00 wherever the admin looking at it sits. Receive times are instants, shown in the viewer's zone.
import type { Punch } from '../../../../contract/attendance';

/** "+05:30", "−03:00" style offset for minutes east of UTC. */
export function formatOffset(minutes: number): string {
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const dateTime: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** The tapped wall-clock time in the punch's own offset, e.g. "Mar 2, 2026, 09:00". */
export function tappedWallTime(
  punch: Pick<Punch, 'client_time' | 'client_utc_offset_minutes'>,
  locale: string,
): string {
  const shifted = Date.parse(punch.client_time) + punch.client_utc_offset_minutes * 60_000;
  return new Intl.DateTimeFormat(locale, { ...dateTime, timeZone: 'UTC' }).format(shifted);
}

/** The tapped time as an ISO string in its own offset, e.g. 2026-03-02T09:00:00-05:00 (CSV). */
export function tappedIso(punch: Pick<Punch, 'client_time' | 'client_utc_offset_minutes'>): string {
  const offset = punch.client_utc_offset_minutes;
  const shifted = new Date(Date.parse(punch.client_time) + offset * 60_000).toISOString().slice(0, 19);
  return `${shifted}${formatOffset(offset).slice(3)}`;
}

/** An instant in the viewer's own zone. */
export function localDateTime(instant: string | number, locale: string): string {
  return new Intl.DateTimeFormat(locale, dateTime).format(new Date(instant));
}

/** Only the time of day, in the viewer's zone. */
export function localTime(instant: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}

/** The local date (YYYY-MM-DD) of the tap in the punch's own offset. */
export function tappedLocalDate(punch: Pick<Punch, 'client_time' | 'client_utc_offset_minutes'>): string {
  return tappedIso(punch).slice(0, 10);
}
