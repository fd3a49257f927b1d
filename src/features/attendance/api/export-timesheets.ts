// GET inout/api/timesheets/export/?date=&format=: the payroll file of the period's approved
// timesheets, fetched with the session's token and offered as a download.
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { saveFile } from '../../../lib/save-file';

export async function exportTimesheets(period: { from: string; to: string }, format: 'csv' | 'xlsx') {
  const blob = await api<Blob>(API_PATHS.timesheetsExport, {
    query: { date: period.from, format },
    responseType: 'blob',
  });
  saveFile(`timesheets-${period.from}-${period.to}.${format}`, blob);
}
