// Requests filed on this device and not on the server yet (the outbox), listed above My requests as
// a request row reads: title, type, dates, and waiting (or refused, with the server's message). A
// row leaves when the server has the request, which the list then shows in its place.
import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RequestCreate } from '../../../../contract/requests';
import { useOutboxItems } from '../../../offline/use-outbox';
import { useRequestOptions } from '../api/get-request-options';
import { CREATE_REQUEST_KIND } from '../offline/create-request-kind';
import { dateSpan } from './request-row';

export function QueuedRequests() {
  const { t } = useTranslation();
  const items = useOutboxItems(CREATE_REQUEST_KIND);
  // The types' names from the kept copy of the form's options (offline too).
  const types = useRequestOptions().data?.request_types;
  if (!items?.length) return null;
  return (
    <Stack gap="2" data-testid="queued-requests">
      <Heading as="h2" size="md">
        {t('requests.queued.title')}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {items.map((item) => {
          const body = item.body as RequestCreate;
          const typeName = types?.find((x) => x.id === body.request_type)?.name;
          const refused = item.state === 'failed';
          return (
            <Card.Root as="li" size="sm" key={item.id} data-testid="queued-request" borderStyle="dashed">
              <Card.Body>
                <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
                  <Stack gap="1" minW="0">
                    <Text fontWeight="semibold">{body.title}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {[typeName, dateSpan(body.start_date ?? null, body.end_date ?? null)].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  <Badge colorPalette={refused ? 'red' : 'orange'} variant="subtle" whiteSpace="normal">
                    {refused
                      ? t('requests.queued.refused', { message: item.last_error ?? '' })
                      : t('requests.queued.waiting')}
                  </Badge>
                </HStack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
    </Stack>
  );
}
