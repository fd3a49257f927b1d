// Bulk create from a CSV or spreadsheet (spec people §7 bulk-create-staff/): the file is read in a
// worker with a time limit, the rows are shown before anything is sent (with names the company does
// not know flagged), and after sending each refused row is listed with the server's reason.
import { Alert, Button, Dialog, FileUpload, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkResult } from '../../../../contract/people';
import { errorMessages } from '../../../api/errors';
import { readTableFile } from '../../../lib/table-file/read-table-file';
import { notify } from '../../../ui/toaster';
import { useDivisions, usePositions } from '../api/organisation';
import { useBulkCreateStaff } from '../api/staff-actions';
import { IMPORT_COLUMNS, planImport, type ImportPlan } from '../lib/staff-import';
import { BulkErrors } from './bulk-errors';

const PREVIEW_ROWS = 50;

export function BulkImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const divisions = useDivisions().data ?? [];
  const positions = usePositions().data ?? [];
  const create = useBulkCreateStaff();
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [reading, setReading] = useState(false);

  const reset = () => {
    setPlan(null);
    setReadError(null);
    setResult(null);
  };

  async function onFile(file: File | undefined) {
    reset();
    if (!file) return;
    setReading(true);
    const read = await readTableFile(file);
    setReading(false);
    if ('error' in read) setReadError(t(`people.import.errors.${read.error}`));
    else setPlan(planImport(read.rows, divisions, positions));
  }

  async function send() {
    if (!plan) return;
    try {
      setResult(await create.mutateAsync(plan.rows.map((r) => r.body)));
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
  }

  const columnsFound = plan?.columns.filter(Boolean) ?? [];
  return (
    <Dialog.Root
      open={open}
      size={{ base: 'full', md: 'xl' }}
      onOpenChange={(d) => {
        if (!d.open) reset();
        onOpenChange(d.open);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('people.import.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm">{t('people.import.help', { columns: IMPORT_COLUMNS.join(', ') })}</Text>
                <FileUpload.Root accept=".csv,.tsv,.txt,.xlsx,.xls,.ods" onFileAccept={(d) => void onFile(d.files[0])}>
                  <FileUpload.HiddenInput aria-label={t('people.import.file')} />
                  <FileUpload.Trigger asChild>
                    <Button variant="outline" loading={reading}>
                      {t('people.import.choose')}
                    </Button>
                  </FileUpload.Trigger>
                  <FileUpload.List />
                </FileUpload.Root>
                {readError && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{readError}</Alert.Title>
                  </Alert.Root>
                )}
                {plan && !result && (
                  <>
                    <Text fontWeight="semibold">{t('people.import.preview', { count: plan.rows.length })}</Text>
                    {!columnsFound.includes('email') && (
                      <Alert.Root status="warning">
                        <Alert.Indicator />
                        <Alert.Title>{t('people.import.noEmail')}</Alert.Title>
                      </Alert.Root>
                    )}
                    <Table.ScrollArea borderWidth="1px" maxH="72">
                      <Table.Root size="sm" stickyHeader>
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>{t('people.import.line')}</Table.ColumnHeader>
                            {IMPORT_COLUMNS.map((c) => (
                              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                            ))}
                            <Table.ColumnHeader>{t('people.import.problems')}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {plan.rows.slice(0, PREVIEW_ROWS).map((row) => (
                            <Table.Row key={row.line}>
                              <Table.Cell>{row.line}</Table.Cell>
                              {IMPORT_COLUMNS.map((c) => (
                                <Table.Cell key={c}>{row.cells[c] ?? ''}</Table.Cell>
                              ))}
                              <Table.Cell color="fg.error">{row.problems.join(', ')}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                    {plan.rows.length > PREVIEW_ROWS && (
                      <Text fontSize="sm" color="fg.muted">
                        {t('people.import.more', { count: plan.rows.length - PREVIEW_ROWS })}
                      </Text>
                    )}
                  </>
                )}
                <BulkErrors result={result} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common.close')}</Button>
              </Dialog.ActionTrigger>
              {plan && !result && (
                <Button
                  colorPalette="blue"
                  loading={create.isPending}
                  disabled={plan.rows.length === 0}
                  onClick={() => void send()}
                >
                  {t('people.import.send', { count: plan.rows.length })}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
