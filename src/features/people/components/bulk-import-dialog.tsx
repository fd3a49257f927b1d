// Bulk create from a CSV or spreadsheet (spec people §7 bulk-create-staff/): the file is read in a
// worker with a time limit and its rows are shown before anything is sent (names the company does
// not know flagged; those rows are not sent). Rows go in batches; as each answer comes back, every
// row shows what became of it — added, invited (an account that is its owner's own joins when they
// accept), or the server's reason as "Error for ID {line}: {reason}" — and the refused rows can be
// shown alone.
import { Alert, Button, Checkbox, Dialog, FileUpload, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../../api/errors';
import { readFirstTable } from '../../../lib/table-file/read-table-file';
import { useDivisions, usePositions } from '../api/organisation';
import { PEOPLE_KEY } from '../api/people-keys';
import { bulkCreateStaff } from '../api/staff-actions';
import { batches, batchFailed, batchOutcomes, notSent, type RowOutcome } from '../lib/import-outcome';
import { IMPORT_COLUMNS, planImport, type ImportPlan } from '../lib/staff-import';
import { ImportRowsTable } from './import-rows-table';

export function BulkImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const divisions = useDivisions().data ?? [];
  const positions = usePositions().data ?? [];
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, RowOutcome> | null>(null);
  const [sending, setSending] = useState(false);
  const [onlyProblems, setOnlyProblems] = useState(false);

  const reset = () => {
    setPlan(null);
    setReadError(null);
    setOutcomes(null);
    setOnlyProblems(false);
  };

  async function onFile(file: File | undefined) {
    reset();
    if (!file) return;
    setReading(true);
    const read = await readFirstTable(file);
    setReading(false);
    if ('error' in read) setReadError(t(`people.import.errors.${read.error}`));
    else setPlan(planImport(read.rows, divisions, positions));
  }

  async function send() {
    if (!plan) return;
    setSending(true);
    let known = notSent(plan.rows);
    setOutcomes(known);
    for (const batch of batches(plan.rows)) {
      let answer: Map<number, RowOutcome>;
      try {
        answer = batchOutcomes(batch, await bulkCreateStaff(batch.map((r) => r.body)));
      } catch (error) {
        answer = batchFailed(batch, errorMessages(error).join(' '));
      }
      known = new Map([...known, ...answer]);
      setOutcomes(known);
    }
    setSending(false);
    setOnlyProblems([...known.values()].some((o) => o.status === 'refused' || o.status === 'not-sent'));
    await queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] });
  }

  const columnsFound = plan?.columns.filter(Boolean) ?? [];
  const sendable = plan?.rows.filter((r) => r.problems.length === 0).length ?? 0;
  const counts = { added: 0, invited: 0, refused: 0, 'not-sent': 0 };
  for (const outcome of outcomes?.values() ?? []) counts[outcome.status] += 1;
  const shownRows =
    plan && outcomes && onlyProblems
      ? plan.rows.filter((r) => {
          const outcome = outcomes.get(r.line);
          return outcome && (outcome.status === 'refused' || outcome.status === 'not-sent');
        })
      : (plan?.rows ?? []);
  return (
    <Dialog.Root
      open={open}
      size={{ base: 'full', md: 'xl' }}
      closeOnInteractOutside={!sending}
      onOpenChange={(d) => {
        if (sending) return;
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
                <FileUpload.Root
                  accept=".csv,.tsv,.txt,.xlsx,.xls,.ods"
                  disabled={sending}
                  onFileAccept={(d) => void onFile(d.files[0])}
                >
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
                {plan && !outcomes && (
                  <>
                    <Text fontWeight="semibold">{t('people.import.preview', { count: plan.rows.length })}</Text>
                    {!columnsFound.includes('email') && (
                      <Alert.Root status="warning">
                        <Alert.Indicator />
                        <Alert.Title>{t('people.import.noEmail')}</Alert.Title>
                      </Alert.Root>
                    )}
                    {sendable < plan.rows.length && (
                      <Alert.Root status="warning">
                        <Alert.Indicator />
                        <Alert.Title>
                          {t('people.import.unknownNames', { count: plan.rows.length - sendable })}
                        </Alert.Title>
                      </Alert.Root>
                    )}
                  </>
                )}
                {plan && outcomes && (
                  <Stack gap="2" role="status">
                    <Text fontWeight="semibold">
                      {t('people.import.summary', {
                        added: counts.added,
                        refused: counts.refused + counts['not-sent'],
                      })}
                    </Text>
                    {counts.invited > 0 && (
                      <Text fontSize="sm">{t('people.import.invitedSummary', { count: counts.invited })}</Text>
                    )}
                    {sending && (
                      <Progress.Root
                        value={counts.added + counts.invited + counts.refused}
                        max={Math.max(1, sendable)}
                        aria-label={t('people.import.sending')}
                      >
                        <Progress.Track>
                          <Progress.Range />
                        </Progress.Track>
                      </Progress.Root>
                    )}
                    {!sending && counts.refused + counts['not-sent'] > 0 && (
                      <Checkbox.Root
                        checked={onlyProblems}
                        onCheckedChange={(d) => setOnlyProblems(d.checked === true)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{t('people.import.onlyProblems')}</Checkbox.Label>
                      </Checkbox.Root>
                    )}
                  </Stack>
                )}
                {plan && <ImportRowsTable rows={shownRows} outcomes={outcomes} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={sending}>
                  {t('common.close')}
                </Button>
              </Dialog.ActionTrigger>
              {plan && !outcomes && (
                <Button colorPalette="blue" disabled={sendable === 0} onClick={() => void send()}>
                  {t('people.import.send', { count: sendable })}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
