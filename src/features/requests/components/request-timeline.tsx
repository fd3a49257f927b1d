// A request's comments and history, oldest first, and the box to add a comment.
import { Button, Card, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '../../../../contract/requests';
import { useCommentOnRequest } from '../api/request-actions';
import { showSaveError } from '../lib/form-errors';

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export function RequestComments({ request }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const mutation = useCommentOnRequest();
  const [body, setBody] = useState('');
  const send = () =>
    mutation.mutate(
      { id: request.id, body },
      { onSuccess: () => setBody(''), onError: (error) => showSaveError(error, t('requests.form.offline')) },
    );
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{t('requests.detail.comments')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {request.comments.length === 0 && <Text color="fg.muted">{t('requests.detail.noComments')}</Text>}
          <Stack as="ul" listStyleType="none" gap="3">
            {request.comments.map((c) => (
              <Stack as="li" key={c.id} gap="0">
                <Text fontSize="sm" fontWeight="medium">
                  {c.author.name} · <time dateTime={c.created_at}>{when(c.created_at)}</time>
                </Text>
                <Text whiteSpace="pre-wrap">{c.body}</Text>
              </Stack>
            ))}
          </Stack>
          <Field.Root>
            <Field.Label>{t('requests.detail.comment')}</Field.Label>
            <Textarea value={body} onChange={(e) => setBody(e.currentTarget.value)} />
          </Field.Root>
          <HStack>
            <Button size="sm" onClick={send} disabled={!body.trim()} loading={mutation.isPending}>
              {t('requests.detail.send')}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function RequestHistory({ request }: { request: RequestDetail }) {
  const { t } = useTranslation();
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{t('requests.detail.history')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack as="ol" listStyleType="none" gap="2" data-testid="request-history">
          {request.history.map((e) => (
            <Text as="li" key={e.id} fontSize="sm">
              <time dateTime={e.created_at}>{when(e.created_at)}</time> —{' '}
              {t(`requests.events.${e.action}`, { name: e.actor.name })}
              {e.note && e.action !== 'commented' && `: ${e.note}`}
            </Text>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
