// The answers of one attempt on the quiz response timeline: each question with what the person
// chose and whether it was right (never which answers are correct), from their attempts at the quiz.
import { Badge, Button, Collapsible, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizResponseTimelineRow } from '../../../../../contract/courses';
import { useAttempts } from '../api/get-attempt-answers';
import { ListState } from './list-state';

export function AttemptAnswers({ row }: { row: QuizResponseTimelineRow }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={(d) => setOpen(d.open)}>
      <Collapsible.Trigger asChild>
        <Button size="xs" variant="outline">
          {open ? t('kbAcks.quizTimeline.hideAnswers') : t('kbAcks.quizTimeline.showAnswers')}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>{open && <Answers row={row} />}</Collapsible.Content>
    </Collapsible.Root>
  );
}

function Answers({ row }: { row: QuizResponseTimelineRow }) {
  const { t } = useTranslation();
  const query = useAttempts(row.staff_id, row.quiz);
  const attempt = query.data?.find((a) => a.id === row.id);
  if (!query.data) return <ListState query={query} empty={false} filtered={false} onClear={() => {}} />;
  if (!attempt) return <Text fontSize="sm">{t('kbAcks.person.none')}</Text>;
  return (
    <List.Root as="ol" ps="5" gap="2" mt="2" data-testid="attempt-answers">
      {attempt.results.map((r) => (
        <List.Item key={r.question}>
          <Stack gap="0">
            <Text fontSize="sm" fontWeight="medium">
              {r.question_text}{' '}
              <Badge colorPalette={r.is_correct ? 'green' : 'red'}>
                {r.is_correct ? t('kbAcks.quizTimeline.right') : t('kbAcks.quizTimeline.wrong')}
              </Badge>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {r.answers.length ? r.answers.join(', ') : t('kbAcks.quizTimeline.unanswered')}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}
