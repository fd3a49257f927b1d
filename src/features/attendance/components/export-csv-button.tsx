// "Export CSV": every punch of the current filter (all pages fetched), built into CSV here and
// offered as a download. The file name carries the filter's dates so exports do not overwrite each other.
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClockIn } from '../../../../contract/attendance';
import { notify } from '../../../ui/toaster';
import { downloadCsv } from '../lib/csv';
import { punchesCsv, type CsvHeaders } from '../lib/punch-csv';

const COLUMNS: Array<keyof CsvHeaders> = [
  'staff',
  'staffId',
  'action',
  'tapped',
  'offset',
  'timezone',
  'received',
  'recordedOffline',
  'flags',
  'latitude',
  'longitude',
  'accuracy',
  'source',
  'kiosk',
];

export function exportFileName(from?: string, to?: string): string {
  return `clock-ins${from ? `_${from}` : ''}${to ? `_to_${to}` : ''}.csv`;
}

export function ExportCsvButton({
  fetchAll,
  from,
  to,
  disabled,
}: {
  fetchAll: () => Promise<ClockIn[]>;
  from?: string;
  to?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const punches = await fetchAll();
      const headers = Object.fromEntries(COLUMNS.map((c) => [c, t(`attendance.csv.${c}`)])) as CsvHeaders;
      downloadCsv(
        exportFileName(from, to),
        punchesCsv(punches, headers, { yes: t('attendance.csv.yes'), no: t('attendance.csv.no') }),
      );
      notify('success', t('attendance.csv.done', { count: punches.length }));
    } catch {
      notify('error', t('attendance.csv.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void run()} loading={busy} disabled={disabled} data-testid="export-csv">
      {t('attendance.csv.export')}
    </Button>
  );
}
