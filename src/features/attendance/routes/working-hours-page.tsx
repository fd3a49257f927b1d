// /inout/working-hours/ Working Hours: hours per staff member per day of a chosen week (this week by
// default, kept in the address) and the week's total. Punches are fetched for the week plus a day
// on each side (the server filters whole UTC days; people's days follow their own zones). A
// clock-in without its clock-out shows "Missing clock-out" and adds nothing. Holidays are marked.
// Unpaid breaks are taken off (issue 24), by the company's rule.
import { Badge, Button, HStack, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAllClockIns } from '../api/get-clock-ins';
import { useHolidays } from '../api/get-holidays';
import { useTimeClockSettings } from '../api/get-time-clock-settings';
import { WeekHoursTable } from '../components/week-hours-table';
import { weekStart } from '../../../../contract/local-time';
import { addDays, holidayDates } from '../lib/month-grid';
import { useToday } from '../lib/use-today';
import { weekDates, weekTable } from '../lib/week-hours';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function useWeek(): [string, (monday: string) => void, string] {
  const [params, setParams] = useSearchParams();
  const thisWeek = weekStart(useToday());
  const asked = params.get('week') ?? '';
  const monday = DATE.test(asked) ? weekStart(asked) : thisWeek;
  const go = (next: string) => setParams(next === thisWeek ? {} : { week: next }, { replace: true });
  return [monday, go, thisWeek];
}

export function WorkingHoursPage() {
  const { t, i18n } = useTranslation();
  const [monday, goTo, thisWeek] = useWeek();
  const dates = weekDates(monday);
  const sunday = dates[6]!;
  const punches = useAllClockIns({ date_from: addDays(monday, -1), date_to: addDays(sunday, 1) });
  // A week can straddle two years; both years' holidays are asked for (one request when it does not).
  const firstYear = useHolidays(Number(monday.slice(0, 4)));
  const secondYear = useHolidays(Number(sunday.slice(0, 4)));
  const holidays = holidayDates([...(firstYear.data ?? []), ...(secondYear.data ?? [])], monday, sunday);
  const paidBreaks = useTimeClockSettings().data?.paid_breaks ?? false;
  const rows = punches.data ? weekTable(punches.data, monday, paidBreaks) : undefined;
  const range = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('attendance.hours.title')}
        </Heading>
        <Text color="fg.muted">{t('attendance.hours.subtitle')}</Text>
      </Stack>

      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={() => goTo(addDays(monday, -7))}>
          {t('attendance.hours.previousWeek')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => goTo(addDays(monday, 7))}>
          {t('attendance.hours.nextWeek')}
        </Button>
        <Button size="sm" variant="ghost" disabled={monday === thisWeek} onClick={() => goTo(thisWeek)}>
          {t('attendance.hours.thisWeek')}
        </Button>
        <Input
          type="date"
          size="sm"
          maxW="44"
          aria-label={t('attendance.hours.pickWeek')}
          value={monday}
          onChange={(e) => DATE.test(e.currentTarget.value) && goTo(weekStart(e.currentTarget.value))}
        />
      </HStack>
      <Text fontWeight="medium" data-testid="week-range">
        {t('attendance.hours.week', {
          from: range.format(Date.parse(`${monday}T00:00:00Z`)),
          to: range.format(Date.parse(`${sunday}T00:00:00Z`)),
        })}
      </Text>
      {holidays.size > 0 && (
        <HStack gap="2" flexWrap="wrap">
          <Text fontSize="sm">{t('attendance.hours.holidaysThisWeek')}</Text>
          {[...holidays].map(([date, name]) => (
            <Badge key={date} colorPalette="teal" variant="subtle">
              {name} · {range.format(Date.parse(`${date}T00:00:00Z`))}
            </Badge>
          ))}
        </HStack>
      )}

      {punches.isError && !punches.data ? (
        <HStack>
          <Text color="fg.muted">{t('attendance.hours.loadError')}</Text>
          <Button size="xs" variant="outline" onClick={() => void punches.refetch()}>
            {t('common.retry')}
          </Button>
        </HStack>
      ) : !rows ? (
        <Stack gap="2" role="status" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="10" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Text color="fg.muted">{t('attendance.hours.empty')}</Text>
      ) : (
        <WeekHoursTable rows={rows} dates={dates} holidays={holidays} />
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('attendance.hours.zonesNote')} {t('attendance.hours.holidaysNote')}
      </Text>
    </Stack>
  );
}
