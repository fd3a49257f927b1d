// A quiz of a course: its questions with their answers (several may be right), submitted as one
// attempt. The server scores it and the score, pass or fail against the pass mark, and which
// questions were right show here; another attempt is always possible. Offline the attempt is saved
// on this device and scored when it reaches the server.
import { Alert, Badge, Button, Checkbox, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseItem, QuizAttempt } from '../../../../../contract/courses';
import { errorMessages } from '../../../../api/errors';
import { notify } from '../../../../ui/toaster';
import { useSubmitQuiz } from '../api/course-reading';

export function CourseQuiz({ courseId, item }: { courseId: number; item: CourseItem }) {
  const { t } = useTranslation();
  const quiz = item.quiz_content!;
  const submit = useSubmitQuiz();
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const [attempt, setAttempt] = useState<QuizAttempt | null>(null);
  const [queued, setQueued] = useState(false);

  const send = () =>
    submit.mutate(
      {
        quiz: quiz.id,
        course: courseId,
        responses: quiz.questions.map((q) => ({ question: q.id, answers: chosen[q.id] ?? [] })),
      },
      {
        onSuccess: (result) => {
          if (result.kind === 'sent') setAttempt(result.answer);
          else setQueued(true);
        },
        onError: (e) => errorMessages(e).forEach((m) => notify('error', m)),
      },
    );

  const retry = () => {
    setAttempt(null);
    setQueued(false);
    setChosen({});
  };

  return (
    <Stack gap="4" data-testid="course-quiz">
      <Heading as="h2" size="md">
        {quiz.title}
      </Heading>
      {quiz.description && <Text>{quiz.description}</Text>}
      <Text fontSize="sm" color="fg.muted">
        {t('courses.quiz.passMarkInfo', { mark: quiz.pass_mark })}
        {item.state?.best_score !== null &&
          item.state?.best_score !== undefined &&
          ` · ${t('courses.quiz.best', { score: item.state.best_score })}`}
        {item.state?.is_passed && ` · ${t('courses.quiz.passedBefore')}`}
      </Text>
      {attempt ? (
        <Stack gap="3" aria-live="polite" data-testid="quiz-result">
          <Alert.Root status={attempt.passed ? 'success' : 'error'}>
            <Alert.Indicator />
            <Alert.Title>
              {t(attempt.passed ? 'courses.quiz.passed' : 'courses.quiz.failed', {
                score: attempt.score,
                mark: attempt.pass_mark,
              })}
            </Alert.Title>
          </Alert.Root>
          {attempt.preview && (
            <Text fontSize="sm" color="fg.muted" data-testid="quiz-preview-note">
              {t('courses.quiz.preview')}
            </Text>
          )}
          <List.Root ps="5">
            {attempt.results.map((r) => (
              <List.Item key={r.question}>
                {r.question_text}{' '}
                <Badge colorPalette={r.is_correct ? 'green' : 'red'}>
                  {t(r.is_correct ? 'courses.quiz.right' : 'courses.quiz.wrong')}
                </Badge>
              </List.Item>
            ))}
          </List.Root>
          <Button alignSelf="start" variant="outline" onClick={retry}>
            {t('courses.quiz.tryAgain')}
          </Button>
        </Stack>
      ) : queued ? (
        <Alert.Root status="info" data-testid="quiz-queued">
          <Alert.Indicator />
          <Alert.Title>{t('courses.quiz.queued')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack gap="4">
          {quiz.questions.map((q, index) => (
            <Stack key={q.id} as="fieldset" gap="2">
              <Text as="legend" fontWeight="semibold" mb="2">
                {index + 1}. {q.question}
              </Text>
              {q.answers.map((a) => (
                <Checkbox.Root
                  key={a.id}
                  checked={(chosen[q.id] ?? []).includes(a.id)}
                  onCheckedChange={(d) =>
                    setChosen((c) => {
                      const now = c[q.id] ?? [];
                      return { ...c, [q.id]: d.checked ? [...now, a.id] : now.filter((x) => x !== a.id) };
                    })
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{a.answer}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          ))}
          <Button alignSelf="start" colorPalette="blue" loading={submit.isPending} onClick={send}>
            {t('courses.quiz.submit')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
