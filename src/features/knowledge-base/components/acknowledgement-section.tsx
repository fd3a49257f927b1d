// The acknowledgement challenge of the form (spec knowledge base §2, §4, §5): none, signature, or
// question and answer. Choosing question and answer adds one blank answer; answers can be added, and
// removed only while more than one exists; each can be marked correct. The answers are a fieldset,
// not one Field: a Field gives every control inside it the same id, so clicking any "Correct"
// focused the first answer's input and no answer could be marked correct by mouse or touch (issue 20).
import {
  Button,
  Checkbox,
  CloseButton,
  Field,
  Fieldset,
  Flex,
  Input,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  ACKNOWLEDGEMENT_TYPE,
  ARTICLE_ANSWER_MAX,
  ARTICLE_ANSWERS_MAX,
  ARTICLE_QUESTION_MAX,
  type AcknowledgementType,
} from '../../../../contract/knowledge-base-constants';
import type { AnswerValue, ArticleFormValues } from '../lib/article-form';

type Fields = Pick<ArticleFormValues, 'acknowledgement_type' | 'acknowledgement_question' | 'article_answers'>;

/** §4: the answers after switching the type (question and answer starts with one blank answer). */
export function answersForType(type: AcknowledgementType | null, answers: AnswerValue[]): AnswerValue[] {
  if (type !== ACKNOWLEDGEMENT_TYPE.QUESTION_AND_ANSWER) return answers;
  return answers.length ? answers : [{ answer: '', is_correct: false }];
}

interface Props {
  values: Fields;
  onChange: (patch: Partial<Fields>) => void;
  errors: { acknowledgement_question?: string[]; article_answers?: string[] };
}

export function AcknowledgementSection({ values, onChange, errors }: Props) {
  const { t } = useTranslation();
  const answers = values.article_answers;
  const setAnswer = (index: number, patch: Partial<AnswerValue>) =>
    onChange({ article_answers: answers.map((a, i) => (i === index ? { ...a, ...patch } : a)) });

  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Text as="legend" fontWeight="semibold" px="1">
        {t('knowledgeBase.form.acknowledgement')}
      </Text>
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label={t('knowledgeBase.form.acknowledgementType')}
          value={values.acknowledgement_type ?? ''}
          onChange={(e) => {
            const type = e.currentTarget.value ? (Number(e.currentTarget.value) as AcknowledgementType) : null;
            onChange({ acknowledgement_type: type, article_answers: answersForType(type, answers) });
          }}
        >
          <option value="">{t('knowledgeBase.form.acknowledgementNone')}</option>
          <option value={ACKNOWLEDGEMENT_TYPE.SIGNATURE}>{t('knowledgeBase.form.acknowledgementSignature')}</option>
          <option value={ACKNOWLEDGEMENT_TYPE.QUESTION_AND_ANSWER}>
            {t('knowledgeBase.form.acknowledgementQuestion')}
          </option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {values.acknowledgement_type === ACKNOWLEDGEMENT_TYPE.QUESTION_AND_ANSWER && (
        <>
          <Field.Root required invalid={Boolean(errors.acknowledgement_question)}>
            <Field.Label>
              {t('knowledgeBase.form.question')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={values.acknowledgement_question}
              maxLength={ARTICLE_QUESTION_MAX}
              onChange={(e) => onChange({ acknowledgement_question: e.currentTarget.value })}
            />
            <Field.ErrorText>{errors.acknowledgement_question?.join(' ')}</Field.ErrorText>
          </Field.Root>
          <Fieldset.Root invalid={Boolean(errors.article_answers)}>
            <Fieldset.Legend>{t('knowledgeBase.form.answers')}</Fieldset.Legend>
            <Stack gap="2" width="full">
              {answers.map((answer, index) => (
                <Flex key={index} gap="2" align="center" wrap="wrap">
                  <Input
                    flex="1"
                    minW="40"
                    aria-label={t('knowledgeBase.form.answer', { number: index + 1 })}
                    value={answer.answer}
                    maxLength={ARTICLE_ANSWER_MAX}
                    onChange={(e) => setAnswer(index, { answer: e.currentTarget.value })}
                  />
                  <Checkbox.Root
                    checked={answer.is_correct}
                    onCheckedChange={(d) => setAnswer(index, { is_correct: d.checked === true })}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {t('knowledgeBase.form.correct')}
                      <VisuallyHidden> {t('knowledgeBase.form.answerCorrect', { number: index + 1 })}</VisuallyHidden>
                    </Checkbox.Label>
                  </Checkbox.Root>
                  {answers.length > 1 && (
                    <CloseButton
                      size="sm"
                      aria-label={t('knowledgeBase.form.removeAnswer', { number: index + 1 })}
                      onClick={() => onChange({ article_answers: answers.filter((_, i) => i !== index) })}
                    />
                  )}
                </Flex>
              ))}
            </Stack>
            <Fieldset.ErrorText>{errors.article_answers?.join(' ')}</Fieldset.ErrorText>
          </Fieldset.Root>
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            disabled={answers.length >= ARTICLE_ANSWERS_MAX}
            onClick={() => onChange({ article_answers: [...answers, { answer: '', is_correct: false }] })}
          >
            {t('knowledgeBase.form.addAnswer')}
          </Button>
        </>
      )}
    </Stack>
  );
}
