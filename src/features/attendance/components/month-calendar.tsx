// The time-off month: a Monday-first grid of the month's weeks on wider screens, and on phones (where
// seven columns of names do not fit) an agenda of the days that have something. Each day lists its
// holidays and the staff off that day with the request's status.
import { Badge, Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TimeOff } from '../../../../contract/attendance';
import type { DayEvents, GridDay } from '../lib/month-grid';

export const STATUS_COLORS: Record<TimeOff['status'], string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

function DayContent({ events }: { events: DayEvents }) {
  const { t } = useTranslation();
  return (
    <Stack gap="1">
      {events.holidays.map((h) => (
        <Badge key={`h${h.id}`} colorPalette="teal" variant="solid" size="sm" whiteSpace="normal" data-testid="holiday">
          {h.name}
        </Badge>
      ))}
      {events.timeOffs.map((o) => (
        <Box
          key={o.key ?? `t${o.id}`}
          fontSize="xs"
          lineHeight="short"
          data-testid="time-off"
          data-queued={o.queued ? 'true' : undefined}
          // What it is, on hover: the type and the note.
          title={[t(`attendance.timeOff.types.${o.time_off_type}`, { defaultValue: o.time_off_type }), o.note]
            .filter(Boolean)
            .join(' · ')}
        >
          <Text as="span" fontWeight="medium">
            {o.staff_name}
          </Text>{' '}
          {o.queued ? (
            <Badge
              colorPalette={o.queued.problem === null ? 'orange' : 'red'}
              variant="subtle"
              size="xs"
              whiteSpace="normal"
              title={o.queued.problem ?? undefined}
            >
              {o.queued.problem === null
                ? t('attendance.timeOff.waiting')
                : t('attendance.timeOff.refused', { message: o.queued.problem })}
            </Badge>
          ) : (
            <Badge colorPalette={STATUS_COLORS[o.status]} variant="subtle" size="xs">
              {t(`attendance.timeOff.status.${o.status}`)}
            </Badge>
          )}
        </Box>
      ))}
    </Stack>
  );
}

export function MonthCalendar({
  weeks,
  events,
  today,
  locale,
}: {
  weeks: GridDay[][];
  events: Map<string, DayEvents>;
  today: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const agendaDay = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const at = (date: string) => Date.parse(`${date}T00:00:00Z`);
  const empty: DayEvents = { timeOffs: [], holidays: [] };
  const agenda = weeks
    .flat()
    .filter((d) => d.inMonth)
    .filter((d) => {
      const e = events.get(d.date);
      return e && (e.timeOffs.length > 0 || e.holidays.length > 0);
    });

  return (
    <>
      <Grid
        templateColumns="repeat(7, minmax(0, 1fr))"
        hideBelow="md"
        borderWidth="1px"
        rounded="md"
        overflow="hidden"
        role="grid"
        data-testid="month-grid"
      >
        {weeks[0]!.map((d) => (
          <Box key={`head-${d.date}`} role="columnheader" p="2" fontSize="sm" fontWeight="semibold" bg="bg.muted">
            {weekday.format(at(d.date))}
          </Box>
        ))}
        {weeks.flat().map((d) => (
          <Box
            key={d.date}
            role="gridcell"
            data-date={d.date}
            minH="24"
            p="1.5"
            borderTopWidth="1px"
            borderInlineStartWidth="1px"
            bg={d.inMonth ? undefined : 'bg.subtle'}
            color={d.inMonth ? undefined : 'fg.muted'}
          >
            <Text
              fontSize="sm"
              fontWeight={d.date === today ? 'bold' : 'normal'}
              color={d.date === today ? 'blue.fg' : undefined}
              mb="1"
            >
              {Number(d.date.slice(8))}
            </Text>
            <DayContent events={events.get(d.date) ?? empty} />
          </Box>
        ))}
      </Grid>
      <Stack hideFrom="md" gap="3" as="ul" listStyleType="none" data-testid="month-agenda">
        {agenda.length === 0 && <Text color="fg.muted">{t('attendance.timeOff.nothing')}</Text>}
        {agenda.map((d) => (
          <Box as="li" key={d.date} borderWidth="1px" rounded="md" p="3">
            <Text fontWeight="semibold" mb="1">
              {agendaDay.format(at(d.date))}
            </Text>
            <DayContent events={events.get(d.date) ?? empty} />
          </Box>
        ))}
      </Stack>
    </>
  );
}
