// The acknowledgement challenge a reader answers (spec knowledge base §3 acknowledgement_type): a
// signature (drawn or typed), or the question with its answers to tick. The article view and a
// course's reader both show it; each sends the answer its own way and passes the server's refusal
// back as `error`.
import { Alert, Button, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_REQUIRED } from '../../../../contract/knowledge-base-constants';
import { SignaturePad } from './signature-pad';

export interface AcknowledgementAnswer {
  signature?: string;
  answers?: number[];
}

export function AcknowledgementCard({
  signature,
  question,
  pending,
  error,
  onSubmit,
  headingLevel = 'h2',
}: {
  signature: boolean;
  /** The question-and-answer challenge (absent while it loads). */
  question?: { question: string | null; answers: { id: number; answer: string }[] };
  pending: boolean;
  error: string | null;
  onSubmit: (answer: AcknowledgementAnswer) => void;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const [signed, setSigned] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [missingSignature, setMissingSignature] = useState(false);

  const submit = () => {
    setMissingSignature(signature && !signed);
    if (signature && !signed) return;
    onSubmit(signature ? { signature: signed } : { answers: chosen });
  };
  const shown = missingSignature ? SIGNATURE_REQUIRED : error;

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="acknowledge-card">
      <Heading as={headingLevel} size={headingLevel === 'h2' ? 'md' : 'sm'}>
        {t('knowledgeBase.acknowledge.title')}
      </Heading>
      {signature ? (
        <>
          <Text>{t('knowledgeBase.acknowledge.signPrompt')}</Text>
          <SignaturePad onChange={setSigned} />
        </>
      ) : (
        question && (
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="semibold" mb="2">
              {question.question}
            </Text>
            {question.answers.map((answer) => (
              <Checkbox.Root
                key={answer.id}
                checked={chosen.includes(answer.id)}
                onCheckedChange={(d) =>
                  setChosen((c) => (d.checked ? [...c, answer.id] : c.filter((x) => x !== answer.id)))
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{answer.answer}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        )
      )}
      {shown && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{shown}</Alert.Title>
        </Alert.Root>
      )}
      <Button
        alignSelf="start"
        colorPalette="green"
        loading={pending}
        onClick={submit}
        disabled={!signature && chosen.length === 0}
      >
        {t('knowledgeBase.acknowledge.submit')}
      </Button>
    </Stack>
  );
}
