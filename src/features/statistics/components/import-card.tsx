// Importing values from a file: the file is read in a worker (with a time limit; a workbook of
// several sheets asks which to read), its columns found by header (and changeable), its rows matched
// to stats and checked — dates typed as text read in the company's locale — shown for review, then
// sent through statvalue/bulk-create/. A sheet cut at the row cap says so with its numbers. The
// server's per-item errors mark their rows; a failure without a list says "Error: Failed to upload
// values".
import { Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatSimple } from '../../../../contract/statistics';
import { useCurrentUser } from '../../../api/current-user';
import type { SheetSummary, TableSheet } from '../../../lib/table-file/read-rows';
import { dateOrderOf } from '../../../lib/table-file/table-dates';
import { SheetPicker } from '../../../ui/sheet-picker';
import { notify } from '../../../ui/toaster';
import { bulkCreateValues } from '../api/bulk-create-values';
import { getSimpleStatsQueryOptions, useSimpleStats } from '../api/get-simple-stats';
import { STATISTICS_KEY } from '../api/statistics-key';
import { readTableFile } from '../../../lib/table-file/read-table-file';
import { detectLayout, toImportRows, type ImportRow, type TableLayout } from '../lib/import-rows';
import { ImportColumns } from './import-columns';
import { ImportPreview } from './import-preview';

// Extensions and types both: a phone's picker filters by type, and some only know the extensions.
const ACCEPT = [
  '.csv',
  '.tsv',
  '.txt',
  '.xlsx',
  '.xlsm',
  '.xls',
  '.ods',
  'text/csv',
  'text/tab-separated-values',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/vnd.oasis.opendocument.spreadsheet',
];

export function ImportCard() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const stats = useSimpleStats();
  const dateOrder = dateOrderOf(useCurrentUser().data?.company.language_code);
  const [file, setFile] = useState<File | null>(null);
  const [workbook, setWorkbook] = useState<SheetSummary[] | null>(null);
  const [sheets, setSheets] = useState<TableSheet[] | null>(null);
  const [layout, setLayout] = useState<TableLayout | null>(null);
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const names = new Map((stats.data ?? []).map((s) => [s.id, s.name]));
  const ready = rows?.filter((r) => r.value && !r.serverError) ?? [];
  const cut = sheets?.filter((s) => s.totalRows > s.rows.length) ?? [];

  const show = (read: TableSheet[], columns: TableLayout, known: StatSimple[] = stats.data ?? []) => {
    setSheets(read);
    setLayout(columns);
    setRows(
      toImportRows(
        read.map((s) => ({ ...s, layout: columns })),
        known,
        dateOrder,
      ),
    );
  };

  const read = async (chosen: File | undefined, sheetNames?: string[]) => {
    setRows(null);
    setSheets(null);
    setReadError(null);
    if (!sheetNames) setWorkbook(null);
    setFile(chosen ?? null);
    if (!chosen) return;
    setReading(true);
    const answer = await readTableFile(chosen, sheetNames);
    setReading(false);
    if ('error' in answer) setReadError(t(`statistics.import.readErrors.${answer.error}`));
    else if ('workbook' in answer) setWorkbook(answer.workbook);
    else {
      // The stats as they are now, not as a list read earlier had them: one created a moment ago
      // (in another tab, or just before choosing the file) must not be "No stat with the id or name".
      const known = await queryClient
        .fetchQuery({ ...getSimpleStatsQueryOptions(), staleTime: 0 })
        .catch(() => stats.data ?? []);
      show(answer.sheets, detectLayout(answer.sheets[0]?.rows ?? []), known);
    }
  };

  const upload = useMutation({
    mutationFn: () => bulkCreateValues(ready.map((r) => r.value!)),
    onSuccess: ({ saved, errors }) => {
      const byIndex = new Map(errors.map((e) => [e.index, e.detail]));
      const sent = new Set(ready);
      let index = 0;
      // Rows that went out are done, except those the server refused, which keep its message.
      setRows((current) =>
        (current ?? []).flatMap((row) => {
          if (!sent.has(row)) return [row];
          const error = byIndex.get(index++);
          return error ? [{ ...row, serverError: error }] : [];
        }),
      );
      notify(errors.length ? 'warning' : 'success', t('statistics.import.uploaded', { count: saved }));
      void queryClient.invalidateQueries({ queryKey: STATISTICS_KEY });
    },
    onError: () => notify('error', t('statistics.messages.uploadFailed')),
  });

  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title>{t('statistics.import.title')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" fontSize="sm">
          <Text>{t('statistics.import.help')}</Text>
          {stats.isError && <Text color="red.fg">{t('statistics.messages.listLoadFailed')}</Text>}
          <Field.Root disabled={!stats.data || reading} maxW="md">
            <Field.Label>{t('statistics.import.choose')}</Field.Label>
            <Input
              type="file"
              accept={ACCEPT.join(',')}
              p="1"
              data-testid="import-file"
              onChange={(e) => void read(e.currentTarget.files?.[0])}
            />
            {reading && <Field.HelperText>{t('statistics.import.reading')}</Field.HelperText>}
          </Field.Root>
          {readError && (
            <Text color="red.fg" role="alert">
              {readError}
            </Text>
          )}
          {workbook && file && !sheets && (
            <SheetPicker
              key={file.name}
              sheets={workbook}
              busy={reading}
              onChoose={(chosen) => void read(file, chosen)}
            />
          )}
          {cut.map((sheet) => (
            <Text key={sheet.name} color="orange.fg" role="status">
              {t('tableImport.rowsCut', {
                sheet: sheet.name,
                total: sheet.totalRows.toLocaleString(i18n.language),
                kept: sheet.rows.length.toLocaleString(i18n.language),
              })}
            </Text>
          ))}
          {sheets && layout && <ImportColumns layout={layout} onChange={(columns) => show(sheets, columns)} />}
          {rows && (
            <>
              <Text aria-live="polite">
                {t('statistics.import.summary', { ready: ready.length, problems: rows.length - ready.length })}
              </Text>
              <ImportPreview
                rows={rows}
                statName={(id) => names.get(id) ?? `#${id}`}
                dateFormat={t(`statistics.import.dateFormats.${dateOrder}`)}
              />
              <HStack>
                <Button
                  size="sm"
                  disabled={ready.length === 0}
                  loading={upload.isPending}
                  onClick={() => upload.mutate()}
                >
                  {t('statistics.import.upload', { count: ready.length })}
                </Button>
              </HStack>
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
