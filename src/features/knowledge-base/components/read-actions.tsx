// Reading an article (spec knowledge base §2 Article view): "Mark as read", and the acknowledgement
// challenge when the article asks for one: a signature, or the question with its answers (the server
// checks them against the correct ones and says when they are wrong).
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import type { Article } from '../../../../contract/knowledge-base';
import { ACKNOWLEDGEMENT_TYPE } from '../../../../contract/knowledge-base-constants';
import { errorMessages, ValidationApiError } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useAcknowledge, useMarkAsRead, useQuestion } from '../api/reading';
import { AcknowledgementCard, type AcknowledgementAnswer } from './acknowledgement-card';

function Acknowledge({ article }: { article: Article }) {
  const { t } = useTranslation();
  const signature = article.acknowledgement_type === ACKNOWLEDGEMENT_TYPE.SIGNATURE;
  const question = useQuestion(article.id, !signature);
  const acknowledge = useAcknowledge();
  const [error, setError] = useState<string | null>(null);

  const submit = (answer: AcknowledgementAnswer) => {
    setError(null);
    acknowledge.mutate(
      { article: article.id, ...answer },
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
    <AcknowledgementCard
      signature={signature}
      question={question.data}
      pending={acknowledge.isPending}
      error={error}
      onSubmit={submit}
    />
  );
}

export function ReadActions({ article }: { article: Article }) {
  const { t, i18n } = useTranslation();
  const markAsRead = useMarkAsRead();
  return (
    <Stack gap="4">
      <Box aria-live="polite">
        {article.is_read ? (
          <Text color="fg.success" data-testid="read-state">
            {t('knowledgeBase.view.readOn', { date: formatDateTime(article.read_on, i18n.language, '') })}
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
            {t('knowledgeBase.acknowledge.acknowledgedOn', {
              date: formatDateTime(article.acknowledged_on, i18n.language, ''),
            })}
          </Text>
        ) : (
          <Acknowledge article={article} />
        ))}
    </Stack>
  );
}
