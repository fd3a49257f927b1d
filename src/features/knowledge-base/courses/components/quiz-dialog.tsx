// Making a quiz from the course builder (quiz-create/): a title, the pass mark (default 80%), and
// questions, each with at least two answers of which at least one is correct. The server checks the
// same and its message shows here. The new quiz goes into the section that asked for it.
import { Alert, Button, Checkbox, CloseButton, Dialog, Field, Flex, Input, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quiz } from '../../../../../contract/courses';
import { QUIZ_PASS_MARK_DEFAULT } from '../../../../../contract/courses-constants';
import { errorMessages, ValidationApiError } from '../../../../api/errors';
import { useCreateQuiz } from '../api/get-item-choices';

interface DraftQuestion {
  question: string;
  answers: { answer: string; is_correct: boolean }[];
}

const blankQuestion = (): DraftQuestion => ({
  question: '',
  answers: [
    { answer: '', is_correct: true },
    { answer: '', is_correct: false },
  ],
});

export function QuizDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (quiz: Quiz) => void }) {
  const { t } = useTranslation();
  const create = useCreateQuiz();
  const [title, setTitle] = useState('');
  const [passMark, setPassMark] = useState(String(QUIZ_PASS_MARK_DEFAULT));
  const [questions, setQuestions] = useState<DraftQuestion[]>([blankQuestion()]);
  const [errors, setErrors] = useState<string[]>([]);

  const patch = (index: number, change: (q: DraftQuestion) => DraftQuestion) =>
    setQuestions((qs) => qs.map((q, i) => (i === index ? change(q) : q)));

  const save = () =>
    create.mutate(
      { title, pass_mark: Number(passMark), questions },
      {
        onSuccess: (quiz) => {
          onCreated(quiz);
          onClose();
        },
        onError: (e) => setErrors(e instanceof ValidationApiError ? Object.values(e.fields).flat() : errorMessages(e)),
      },
    );

  return (
    <Dialog.Root
      open
      onOpenChange={(d) => !d.open && onClose()}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('courses.quiz.newTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root required>
                  <Field.Label>{t('courses.quiz.title')}</Field.Label>
                  <Input value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('courses.quiz.passMark')}</Field.Label>
                  <Input
                    type="number"
                    min={0}
                    max={100}
                    value={passMark}
                    onChange={(e) => setPassMark(e.currentTarget.value)}
                  />
                </Field.Root>
                {questions.map((q, qi) => (
                  <Stack key={qi} as="fieldset" gap="2" borderWidth="1px" borderRadius="md" p="3">
                    <Field.Root>
                      <Field.Label>{t('courses.quiz.question', { number: qi + 1 })}</Field.Label>
                      <Input
                        value={q.question}
                        onChange={(e) => {
                          const question = e.currentTarget.value;
                          patch(qi, (x) => ({ ...x, question }));
                        }}
                      />
                    </Field.Root>
                    {q.answers.map((a, ai) => (
                      <Flex key={ai} gap="2" align="center">
                        <Input
                          size="sm"
                          aria-label={t('courses.quiz.answer', { question: qi + 1, number: ai + 1 })}
                          value={a.answer}
                          onChange={(e) => {
                            const answer = e.currentTarget.value;
                            patch(qi, (x) => ({
                              ...x,
                              answers: x.answers.map((y, j) => (j === ai ? { ...y, answer } : y)),
                            }));
                          }}
                        />
                        <Checkbox.Root
                          checked={a.is_correct}
                          onCheckedChange={(d) =>
                            patch(qi, (x) => ({
                              ...x,
                              answers: x.answers.map((y, j) =>
                                j === ai ? { ...y, is_correct: d.checked === true } : y,
                              ),
                            }))
                          }
                        >
                          <Checkbox.HiddenInput
                            aria-label={t('courses.quiz.correctOf', { question: qi + 1, number: ai + 1 })}
                          />
                          <Checkbox.Control />
                          <Checkbox.Label>{t('courses.quiz.correct')}</Checkbox.Label>
                        </Checkbox.Root>
                        <Button
                          size="xs"
                          variant="ghost"
                          disabled={q.answers.length <= 2}
                          aria-label={t('courses.quiz.removeAnswer', { question: qi + 1, number: ai + 1 })}
                          onClick={() => patch(qi, (x) => ({ ...x, answers: x.answers.filter((_, j) => j !== ai) }))}
                        >
                          ✕
                        </Button>
                      </Flex>
                    ))}
                    <Flex gap="2">
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() =>
                          patch(qi, (x) => ({ ...x, answers: [...x.answers, { answer: '', is_correct: false }] }))
                        }
                      >
                        {t('courses.quiz.addAnswer')}
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        disabled={questions.length === 1}
                        onClick={() => setQuestions((qs) => qs.filter((_, i) => i !== qi))}
                      >
                        {t('courses.quiz.removeQuestion')}
                      </Button>
                    </Flex>
                  </Stack>
                ))}
                <Button
                  alignSelf="start"
                  variant="outline"
                  onClick={() => setQuestions((qs) => [...qs, blankQuestion()])}
                >
                  {t('courses.quiz.addQuestion')}
                </Button>
                {errors.length > 0 && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{errors.join(' ')}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button colorPalette="blue" loading={create.isPending} onClick={save}>
                {t('courses.quiz.save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
