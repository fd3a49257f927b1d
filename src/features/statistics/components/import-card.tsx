// Importing values from a file: the file is read in a worker (with a time limit), its rows matched
// to stats and checked, shown for review, then sent through statvalue/bulk-create/. The server's
// per-item errors mark their rows; a failure without a list says "Error: Failed to upload values".
import { Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/toaster';
import { bulkCreateValues } from '../api/bulk-create-values';
import { useSimpleStats } from '../api/get-simple-stats';
import { STATISTICS_KEY } from '../api/statistics-key';
import { readTableFile } from '../../../lib/table-file/read-table-file';
import { toImportRows, type ImportRow } from '../lib/import-rows';
import { ImportPreview } from './import-preview';

const ACCEPT = ['.csv', '.tsv', '.txt', '.xlsx', '.xls', '.ods', 'text/csv', 'text/tab-separated-values'];

export function ImportCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stats = useSimpleStats();
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const names = new Map((stats.data ?? []).map((s) => [s.id, s.name]));
  const ready = rows?.filter((r) => r.value && !r.serverError) ?? [];

  const read = async (file: File | undefined) => {
    setRows(null);
    setReadError(null);
    if (!file) return;
    setReading(true);
    const answer = await readTableFile(file);
    setReading(false);
    if ('error' in answer) setReadError(t(`statistics.import.readErrors.${answer.error}`));
    else setRows(toImportRows(answer.rows, stats.data ?? []));
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
          {rows && (
            <>
              <Text aria-live="polite">
                {t('statistics.import.summary', { ready: ready.length, problems: rows.length - ready.length })}
              </Text>
              <ImportPreview rows={rows} statName={(id) => names.get(id) ?? `#${id}`} />
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
