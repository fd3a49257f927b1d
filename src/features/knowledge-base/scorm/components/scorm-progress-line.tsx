// A person's progress on a package in words: its status (not started, in progress, completed,
// passed, failed), how many of its parts are done when it has several, and its score.
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ScormProgressSummary } from '../../../../../contract/scorm';

export function ScormProgressLine({ progress }: { progress: ScormProgressSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Text>
        {t('scorm.status')}: <strong data-status={progress.status}>{t(`scorm.statuses.${progress.status}`)}</strong>
      </Text>
      {progress.total_scos > 1 && (
        <Text>{t('scorm.partsDone', { done: progress.completed_scos, total: progress.total_scos })}</Text>
      )}
      {progress.score !== null && (
        <Text>
          {t('scorm.score')}:{' '}
          <strong>{new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(progress.score)}%</strong>
        </Text>
      )}
    </>
  );
}
