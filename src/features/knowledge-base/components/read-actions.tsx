// Reading an article (spec knowledge base §2 Article view): "Mark as read", and the acknowledgement
// challenge when the article asks for one: a signature, or the question with its answers (the server
// checks them against the correct ones and says when they are wrong).
import { Alert, Box, Button, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '../../../../contract/knowledge-base';
import { ACKNOWLEDGEMENT_TYPE, SIGNATURE_REQUIRED } from '../../../../contract/knowledge-base-constants';
import { errorMessages, ValidationApiError } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useAcknowledge, useMarkAsRead, useQuestion } from '../api/reading';
import { SignaturePad } from './signature-pad';

function formatDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : '';
}

function Acknowledge({ article }: { article: Article }) {
  const { t } = useTranslation();
  const signature = article.acknowledgement_type === ACKNOWLEDGEMENT_TYPE.SIGNATURE;
  const question = useQuestion(article.id, !signature);
  const acknowledge = useAcknowledge();
  const [signed, setSigned] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (signature && !signed) {
      setError(SIGNATURE_REQUIRED);
      return;
    }
    setError(null);
    acknowledge.mutate(
      signature ? { article: article.id, signature: signed } : { article: article.id, answers: chosen },
      {
        onSuccess: () => notify('success', t('knowledgeBase.acknowledge.done')),
        onError: (e) => {
          if (e instanceof ValidationApiError) setError(Object.values(e.fields).flat().join(' '));
          else errorMessages(e).forEach((m) => notify('error', m));
        },
      },
    );
  };

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="acknowledge-card">
      <Heading as="h2" size="md">
        {t('knowledgeBase.acknowledge.title')}
      </Heading>
      {signature ? (
        <>
          <Text>{t('knowledgeBase.acknowledge.signPrompt')}</Text>
          <SignaturePad onChange={setSigned} />
        </>
      ) : (
        question.data && (
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="semibold" mb="2">
              {question.data.question}
            </Text>
            {question.data.answers.map((answer) => (
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
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      <Button
        alignSelf="start"
        colorPalette="green"
        loading={acknowledge.isPending}
        onClick={submit}
        disabled={!signature && chosen.length === 0}
      >
        {t('knowledgeBase.acknowledge.submit')}
      </Button>
    </Stack>
  );
}

export function ReadActions({ article }: { article: Article }) {
  const { t } = useTranslation();
  const markAsRead = useMarkAsRead();
  return (
    <Stack gap="4">
      <Box aria-live="polite">
        {article.is_read ? (
          <Text color="fg.success" data-testid="read-state">
            {t('knowledgeBase.view.readOn', { date: formatDate(article.read_on) })}
          </Text>
        ) : (
          <Button
            colorPalette="blue"
            loading={markAsRead.isPending}
            onClick={() =>
              markAsRead.mutate(article.id, { onError: (e) => errorMessages(e).forEach((m) => notify('error', m)) })
            }
          >
            {t('knowledgeBase.view.markAsRead')}
          </Button>
        )}
      </Box>
      {article.acknowledgement_type !== null &&
        (article.is_acknowledged ? (
          <Text color="fg.success" data-testid="acknowledged-state">
            {t('knowledgeBase.acknowledge.acknowledgedOn', { date: formatDate(article.acknowledged_on) })}
          </Text>
        ) : (
          <Acknowledge article={article} />
        ))}
    </Stack>
  );
}
