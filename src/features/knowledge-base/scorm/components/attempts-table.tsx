// Every person's progress on a package (KB admins, under the player): status and score rolled up
// from their SCOs with the manifest's pass marks.
import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAttempts } from '../api/get-attempts';

export function AttemptsTable({ packageId }: { packageId: number }) {
  const { t, i18n } = useTranslation();
  const attempts = useAttempts(packageId, true).data ?? [];
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {t('scorm.attempts')}
      </Heading>
      {attempts.length === 0 ? (
        <Text color="fg.muted">{t('scorm.noAttempts')}</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" data-testid="scorm-attempts">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('scorm.learner')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('scorm.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('scorm.score')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('scorm.lastActivity')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {/* A copy kept from before attempts carried their progress has none: it shows once refreshed. */}
              {attempts
                .filter((a) => a.progress)
                .map((a) => (
                  <Table.Row key={a.staff}>
                    <Table.Cell>{a.staff_name}</Table.Cell>
                    <Table.Cell data-status={a.progress.status}>
                      {t(`scorm.statuses.${a.progress.status}`)}
                      {a.progress.total_scos > 1 &&
                        ` · ${t('scorm.partsDone', { done: a.progress.completed_scos, total: a.progress.total_scos })}`}
                    </Table.Cell>
                    <Table.Cell>
                      {a.progress.score !== null ? `${Math.round(a.progress.score * 10) / 10}%` : '—'}
                    </Table.Cell>
                    <Table.Cell>
                      {a.committed_at ? new Date(a.committed_at).toLocaleString(i18n.language) : '—'}
                    </Table.Cell>
                  </Table.Row>
                ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
