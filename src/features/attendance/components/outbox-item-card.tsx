// One queued change on the Pending changes screen: what it is, when it was made, its state, how
// many times it was tried and the server's message, with Retry (when it needs attention) and
// Discard (always asks first: a discarded change is never sent).
import { actionLabelKey } from '../lib/action-label';
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ClockRequest } from '../../../../contract/attendance';
import type { OutboxItem, OutboxState } from '../../../offline/db';
import { getOutboxKind } from '../../../offline/kinds';
import { CLOCK_KIND } from '../offline/clock-kind';
import { formatOffset, localDateTime, tappedWallTime } from '../lib/punch-time';
import { utcOffsetMinutes } from '../lib/utc-offset';
import type { MessageKey } from '../../../i18n/message-key';

/** Translation keys of the kinds this app queues; an unknown kind shows its own name. */
const STATES: Record<OutboxState, { key: MessageKey; color: string }> = {
  pending: { key: 'sync.states.pending', color: 'blue' },
  sending: { key: 'sync.states.sending', color: 'purple' },
  failed: { key: 'sync.states.failed', color: 'red' },
  conflict: { key: 'sync.states.conflict', color: 'orange' },
};

function ClockDetail({ body }: { body: ClockRequest }) {
  const { t, i18n } = useTranslation();
  const offset = utcOffsetMinutes(body.client_time);
  const when = tappedWallTime({ client_time: body.client_time, client_utc_offset_minutes: offset }, i18n.language);
  return (
    <Text fontSize="sm">
      {t(actionLabelKey(body.action))} · {when} ({formatOffset(offset)})
    </Text>
  );
}

export function OutboxItemCard({
  item,
  onRetry,
  onDiscard,
}: {
  item: OutboxItem;
  onRetry: (item: OutboxItem) => void;
  onDiscard: (item: OutboxItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const label = getOutboxKind(item.kind)?.label;
  const state = STATES[item.state];
  return (
    <Card.Root as="li" size="sm" data-testid="outbox-item">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
          <Stack gap="0">
            <Text fontWeight="semibold">{label ? t(label) : item.kind}</Text>
            {item.kind === CLOCK_KIND && <ClockDetail body={item.body as ClockRequest} />}
          </Stack>
          <Badge colorPalette={state.color} variant="subtle">
            {t(state.key)}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('sync.created', { time: localDateTime(item.created_at, i18n.language) })} ·{' '}
          {t('sync.attempts', { count: item.attempts })}
        </Text>
        {item.last_error && (
          <Text fontSize="sm" color={item.state === 'failed' ? 'red.fg' : 'fg.muted'}>
            {t('sync.lastError', { message: item.last_error })}
          </Text>
        )}
        <HStack gap="2" justify="flex-end">
          {item.state === 'failed' && (
            <Button size="sm" colorPalette="blue" onClick={() => onRetry(item)}>
              {t('sync.retry')}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={item.state === 'sending'}
            onClick={() => onDiscard(item)}
          >
            {t('sync.discard')}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
