// Holidays, birthdays and work anniversaries of the next 30 days.
import { Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UpcomingEvent } from '../../../../contract/company';
import { Icon, type IconName } from '../../../ui/icons';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { useUpcomingEvents } from '../api/get-upcoming-events';

const COLORS: Record<UpcomingEvent['type'], string> = {
  holiday: 'green.500',
  birthday: 'pink.500',
  work_anniversary: 'purple.500',
};

const EVENT_ICONS: Record<UpcomingEvent['type'], IconName> = {
  holiday: 'calendar',
  birthday: 'gift',
  work_anniversary: 'award',
};

/** Whole days from today to an ISO date (YYYY-MM-DD), in the device's calendar. */
export function daysUntil(date: string, today = new Date()): number {
  const [y = 0, m = 1, d = 1] = date.slice(0, 10).split('-').map(Number);
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((new Date(y, m - 1, d).getTime() - start.getTime()) / 86_400_000);
}

function EventRow({ event }: { event: UpcomingEvent }) {
  const { t, i18n } = useTranslation();
  const days = daysUntil(event.date);
  const [y = 0, m = 1, d = 1] = event.date.slice(0, 10).split('-').map(Number);
  const formatted = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(y, m - 1, d),
  );
  const when = days <= 0 ? t('dashboard.events.today') : days === 1 ? t('dashboard.events.tomorrow') : formatted;
  return (
    <HStack as="li" gap="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Stack color={COLORS[event.type]}>
        <Icon name={EVENT_ICONS[event.type]} />
      </Stack>
      <Stack gap="0" flex="1" minW="0">
        <Text truncate fontWeight="medium">
          {event.title}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t(`dashboard.events.type.${event.type}`)}
        </Text>
      </Stack>
      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
        {when}
      </Text>
    </HStack>
  );
}

function EventList() {
  const { t } = useTranslation();
  const events = useUpcomingEvents();
  if (events.isPending) {
    return (
      <Stack gap="3" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="8" />
        ))}
      </Stack>
    );
  }
  if (!events.data) return <Text color="fg.muted">{t('dashboard.events.loadError')}</Text>;
  if (events.data.length === 0) return <Text color="fg.muted">{t('dashboard.events.empty')}</Text>;
  return (
    <Stack as="ul" gap="0" listStyleType="none">
      {events.data.map((event) => (
        <EventRow key={`${event.type}-${event.date}-${event.title}`} event={event} />
      ))}
    </Stack>
  );
}

export function UpcomingEventsCard() {
  const { t } = useTranslation();
  const events = useUpcomingEvents();
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t('dashboard.events.title')}</Card.Title>
        <Card.Description>{t('dashboard.events.subtitle')}</Card.Description>
      </Card.Header>
      <Card.Body gap="3">
        <StaleDataNote query={events} />
        <EventList />
      </Card.Body>
    </Card.Root>
  );
}
