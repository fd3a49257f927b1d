// A person's progress on a course, as the Assigned Courses cards and the course page show it: the
// state (not started, in progress, completed, overdue), done of total with a bar, the due date and,
// once completed, when and until when it counts.
import { Badge, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date';
import type { CourseProgress } from '../../../../../contract/courses';

const PALETTE = { not_started: 'gray', in_progress: 'blue', completed: 'green', overdue: 'red' } as const;

export function ProgressSummary({ progress }: { progress: CourseProgress }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => formatDate(iso, i18n.language, '');
  return (
    <Stack gap="2">
      <Flex gap="2" align="center" wrap="wrap">
        <Badge colorPalette={PALETTE[progress.state]} data-testid="course-state">
          {t(`courses.state.${progress.state}`)}
        </Badge>
        <Text fontSize="sm">
          {t('courses.progress.done', { done: progress.completed_items, total: progress.total_items })}
        </Text>
        {progress.due_on && (
          <Text fontSize="sm" color={progress.state === 'overdue' ? 'fg.error' : 'fg.muted'}>
            {t('courses.progress.due', { date: date(progress.due_on) })}
          </Text>
        )}
        {progress.completed_on && (
          <Text fontSize="sm" color="fg.success">
            {t('courses.progress.completedOn', { date: date(progress.completed_on) })}
          </Text>
        )}
        {progress.expires_on && (
          <Text fontSize="sm" color="fg.muted">
            {t('courses.progress.expires', { date: date(progress.expires_on) })}
          </Text>
        )}
      </Flex>
      <Progress.Root value={progress.percent} size="sm" aria-label={t('courses.progress.label')}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
