// The editor's import panel (issue 19): while a Word document or a workbook is converted and
// inserted, a progress bar naming the file and the step, with Cancel; after it, the short report of
// what could not be kept as it was (or that everything was).
import { Alert, Box, Button, CloseButton, HStack, List, Progress, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ImportPhase, ImportProgress, ImportReport } from './use-file-import';
import type { MessageKey } from '../../../i18n/message-key';

const PHASE_KEYS: Record<ImportPhase, MessageKey> = {
  converting: 'knowledgeBase.import.converting',
  building: 'knowledgeBase.import.building',
  pictures: 'knowledgeBase.import.pictures',
  inserting: 'knowledgeBase.import.inserting',
};

export function ImportProgressBar({ progress, onCancel }: { progress: ImportProgress; onCancel: () => void }) {
  const { t } = useTranslation();
  const percent = Math.round(progress.fraction * 100);
  return (
    <Box px="3" py="2" borderBottomWidth="1px" data-testid="import-progress">
      <HStack gap="3">
        <Text flex="1" fontSize="sm" aria-live="polite">
          {t(PHASE_KEYS[progress.phase], { name: progress.name })}
        </Text>
        <Button size="xs" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </HStack>
      <Progress.Root value={percent} max={100} size="sm" mt="2" aria-label={t('knowledgeBase.import.progress')}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}

export function ImportReportPanel({ reports, onClose }: { reports: ImportReport[]; onClose: () => void }) {
  const { t } = useTranslation();
  const lost = reports.some((r) => r.lines.length);
  return (
    <Alert.Root status={lost ? 'warning' : 'success'} role="status" borderRadius="0" data-testid="import-report">
      <Alert.Indicator />
      <Alert.Content flex="1">
        {reports.map((report) => (
          <Box key={report.name}>
            <Alert.Title>
              {t(report.lines.length ? 'knowledgeBase.import.reportTitle' : 'knowledgeBase.import.reportAllKept', {
                name: report.name,
              })}
            </Alert.Title>
            {report.lines.length > 0 && (
              <Alert.Description>
                <List.Root ps="4">
                  {report.lines.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            )}
          </Box>
        ))}
      </Alert.Content>
      <CloseButton size="sm" aria-label={t('common.close')} onClick={onClose} />
    </Alert.Root>
  );
}
