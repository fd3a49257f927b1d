// The week of Working Hours: on wider screens a grid with one row per staff member (with the zone
// their days follow), one column per day (holidays marked in the header) and the week's total; on
// phones, where eight columns do not fit, one card per person with the days listed down.
import { Badge, Box, Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { hoursMinutes, type StaffWeek } from '../lib/week-hours';
import type { DayHours } from '../lib/working-hours';

function Duration({ ms }: { ms: number }) {
  const { t } = useTranslation();
  return <>{t('attendance.hours.duration', hoursMinutes(ms))}</>;
}

function DayCell({ day }: { day: DayHours | undefined }) {
  const { t } = useTranslation();
  if (!day) return <Text color="fg.subtle">—</Text>;
  return (
    <Stack gap="1" align={{ base: 'end', md: 'start' }}>
      {day.workedMs > 0 && (
        <Text whiteSpace="nowrap">
          <Duration ms={day.workedMs} />
        </Text>
      )}
      {day.openShift && (
        <Badge colorPalette="red" variant="subtle" whiteSpace="nowrap">
          {t('attendance.hours.missingOut')}
        </Badge>
      )}
      {day.unmatchedOut && (
        <Badge colorPalette="orange" variant="subtle" whiteSpace="nowrap">
          {t('attendance.hours.missingIn')}
        </Badge>
      )}
    </Stack>
  );
}

export function WeekHoursTable({
  rows,
  dates,
  holidays,
}: {
  rows: StaffWeek[];
  dates: string[];
  holidays: Map<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const dayName = (date: string) => `${weekday.format(Date.parse(`${date}T00:00:00Z`))} ${Number(date.slice(8))}`;
  return (
    <>
      <Stack hideFrom="md" gap="3" data-testid="week-hours-cards">
        {rows.map((row) => (
          <Card.Root key={row.staffId} size="sm">
            <Card.Header>
              <Text fontWeight="semibold">{row.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {row.zone}
              </Text>
            </Card.Header>
            <Card.Body gap="0">
              {row.days.map((day, i) => (
                <HStack
                  key={dates[i]}
                  justify="space-between"
                  py="1.5"
                  borderBottomWidth="1px"
                  bg={holidays.has(dates[i]!) ? 'teal.subtle/50' : undefined}
                >
                  <Box>
                    <Text>{dayName(dates[i]!)}</Text>
                    {holidays.has(dates[i]!) && (
                      <Text fontSize="xs" color="teal.fg">
                        {t('attendance.hours.holiday')} · {holidays.get(dates[i]!)}
                      </Text>
                    )}
                  </Box>
                  <DayCell day={day} />
                </HStack>
              ))}
              <HStack justify="space-between" pt="2" fontWeight="semibold">
                <Text>{t('attendance.hours.total')}</Text>
                <Duration ms={row.totalMs} />
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <Table.ScrollArea borderWidth="1px" rounded="md" hideBelow="md">
        <Table.Root size="sm" data-testid="week-hours">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader position="sticky" left="0" bg="bg" zIndex="1">
                {t('attendance.list.staff')}
              </Table.ColumnHeader>
              {dates.map((date) => (
                <Table.ColumnHeader
                  key={date}
                  title={holidays.get(date)}
                  bg={holidays.has(date) ? 'teal.subtle' : undefined}
                >
                  <Stack gap="0">
                    <Text whiteSpace="nowrap">{dayName(date)}</Text>
                    {holidays.has(date) && (
                      <Text fontSize="xs" color="teal.fg" fontWeight="normal" data-testid="holiday-mark">
                        {t('attendance.hours.holiday')}
                      </Text>
                    )}
                  </Stack>
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="end">{t('attendance.hours.total')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.staffId}>
                <Table.Cell position="sticky" left="0" bg="bg" zIndex="1">
                  <Text fontWeight="medium" whiteSpace="nowrap">
                    {row.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                    {row.zone}
                  </Text>
                </Table.Cell>
                {row.days.map((day, i) => (
                  <Table.Cell key={dates[i]} bg={holidays.has(dates[i]!) ? 'teal.subtle/50' : undefined}>
                    <DayCell day={day} />
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end" fontWeight="semibold" whiteSpace="nowrap">
                  <Duration ms={row.totalMs} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
