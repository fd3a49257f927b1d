// The Clock Ins export: one row per punch with the tapped time in its own offset and zone, the
// receive time in UTC, and the offline and flag marks, so payroll can check them in a spreadsheet;
// the last column names the kiosk that recorded a punch (empty for one tapped on a phone).
import type { ClockIn } from '../../../../contract/attendance';
import { csvText, toCsv } from './csv';
import { formatOffset, tappedIso } from './punch-time';

export type CsvHeaders = Record<
  | 'staff'
  | 'staffId'
  | 'action'
  | 'tapped'
  | 'offset'
  | 'timezone'
  | 'received'
  | 'recordedOffline'
  | 'flags'
  | 'latitude'
  | 'longitude'
  | 'accuracy'
  | 'source'
  | 'kiosk',
  string
>;

export function punchesCsv(punches: ClockIn[], headers: CsvHeaders, labels: { yes: string; no: string }): string {
  const yesNo = (value: boolean) => (value ? labels.yes : labels.no);
  return toCsv([
    [
      headers.staff,
      headers.staffId,
      headers.action,
      headers.tapped,
      headers.offset,
      headers.timezone,
      headers.received,
      headers.recordedOffline,
      headers.flags,
      headers.latitude,
      headers.longitude,
      headers.accuracy,
      headers.source,
      headers.kiosk,
    ],
    ...punches.map((p) => [
      csvText(p.staff_name),
      p.staff,
      p.action,
      tappedIso(p),
      formatOffset(p.client_utc_offset_minutes),
      p.timezone,
      p.server_received_at,
      yesNo(p.recorded_offline),
      p.flags.join(' '),
      p.latitude,
      p.longitude,
      p.accuracy_m,
      p.source,
      csvText(p.kiosk?.name ?? ''),
    ]),
  ]);
}
