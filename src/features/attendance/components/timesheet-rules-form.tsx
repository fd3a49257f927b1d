// The timesheet rules in Time Clock Settings (issue 24): whether breaks are paid, the pay period
// (and the day a weekly or bi-weekly one starts), overtime past so many hours a day or a week, the
// first day of the overtime week, and the minutes of lateness tolerated against a shift. Saved with
// the rest of the settings on the same route; hours are typed as hours and sent as minutes.
import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeClockSettings } from '../../../../contract/attendance';
import { PAY_PERIODS, type PayPeriod } from '../../../../contract/pay-period';
import type { MessageKey } from '../../../i18n/message-key';
import { notify } from '../../../ui/toaster';
import { useUpdateTimeClockSettings } from '../api/update-time-clock-settings';
import { formErrors } from '../lib/form-errors';

const PERIOD_KEYS: Record<PayPeriod, MessageKey> = {
  weekly: 'attendance.settings.periods.weekly',
  biweekly: 'attendance.settings.periods.biweekly',
  semimonthly: 'attendance.settings.periods.semimonthly',
  monthly: 'attendance.settings.periods.monthly',
};

const hoursText = (minutes: number) => (minutes > 0 ? String(Math.round((minutes / 60) * 100) / 100) : '');
/** Hours typed → whole minutes; empty is 0 (no overtime); null when not a number in range. */
function minutesOf(text: string, maxHours: number): number | null {
  if (text.trim() === '') return 0;
  const hours = Number(text.replace(',', '.'));
  return Number.isFinite(hours) && hours >= 0 && hours <= maxHours ? Math.round(hours * 60) : null;
}

export function TimesheetRulesForm({ initial }: { initial: TimeClockSettings }) {
  const { t, i18n } = useTranslation();
  const mutation = useUpdateTimeClockSettings();
  const [paidBreaks, setPaidBreaks] = useState(initial.paid_breaks);
  const [period, setPeriod] = useState<PayPeriod>(initial.pay_period);
  const [anchor, setAnchor] = useState(initial.pay_period_anchor);
  const [daily, setDaily] = useState(hoursText(initial.daily_overtime_minutes));
  const [weekly, setWeekly] = useState(hoursText(initial.weekly_overtime_minutes));
  const [weekStart, setWeekStart] = useState(initial.week_starts_on);
  const [tolerance, setTolerance] = useState(String(initial.tolerance_minutes));
  const [error, setError] = useState<string | null>(null);
  // Monday … Sunday in the user's language (2024-01-01 was a Monday).
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  const days = Array.from({ length: 7 }, (_, i) => weekday.format(Date.UTC(2024, 0, 1 + i)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dailyMinutes = minutesOf(daily, 24);
    const weeklyMinutes = minutesOf(weekly, 168);
    const toleranceMinutes = Number(tolerance);
    if (
      dailyMinutes === null ||
      weeklyMinutes === null ||
      !Number.isInteger(toleranceMinutes) ||
      toleranceMinutes < 0 ||
      toleranceMinutes > 240
    ) {
      setError(t('attendance.settings.rulesInvalid'));
      return;
    }
    setError(null);
    mutation.mutate(
      {
        require_location: initial.require_location,
        max_clock_skew_minutes: initial.max_clock_skew_minutes,
        paid_breaks: paidBreaks,
        pay_period: period,
        pay_period_anchor: anchor,
        daily_overtime_minutes: dailyMinutes,
        weekly_overtime_minutes: weeklyMinutes,
        week_starts_on: weekStart,
        tolerance_minutes: toleranceMinutes,
      },
      {
        onSuccess: () => notify('success', t('attendance.settings.saved')),
        onError: (err) => {
          const result = formErrors(err, { offline: t('attendance.offlineAction'), generic: t('errors.generic') });
          setError(result.other ?? Object.values(result.fields)[0] ?? null);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="timesheet-rules">
      <Stack gap="4">
        <Text fontWeight="semibold">{t('attendance.settings.timesheetRules')}</Text>
        <Switch.Root checked={paidBreaks} onCheckedChange={(d) => setPaidBreaks(d.checked)} colorPalette="blue">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('attendance.settings.paidBreaks')}</Switch.Label>
        </Switch.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root>
            <Field.Label>{t('attendance.settings.payPeriod')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={period} onChange={(e) => setPeriod(e.currentTarget.value as PayPeriod)}>
                {PAY_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(PERIOD_KEYS[p])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {(period === 'weekly' || period === 'biweekly') && (
            <Field.Root>
              <Field.Label>{t('attendance.settings.payPeriodAnchor')}</Field.Label>
              <Input type="date" value={anchor} onChange={(e) => setAnchor(e.currentTarget.value)} />
            </Field.Root>
          )}
          <Field.Root>
            <Field.Label>{t('attendance.settings.dailyOvertime')}</Field.Label>
            <Input inputMode="decimal" value={daily} onChange={(e) => setDaily(e.currentTarget.value)} />
            <Field.HelperText>{t('attendance.settings.overtimeHint')}</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('attendance.settings.weeklyOvertime')}</Field.Label>
            <Input inputMode="decimal" value={weekly} onChange={(e) => setWeekly(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('attendance.settings.weekStartsOn')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={weekStart} onChange={(e) => setWeekStart(Number(e.currentTarget.value))}>
                {days.map((name, i) => (
                  <option key={name} value={i}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('attendance.settings.tolerance')}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={240}
              value={tolerance}
              onChange={(e) => setTolerance(e.currentTarget.value)}
            />
          </Field.Root>
        </SimpleGrid>
        {error && <Text color="red.fg">{error}</Text>}
        <Button type="submit" colorPalette="blue" loading={mutation.isPending} alignSelf="start">
          {t('attendance.settings.saveRules')}
        </Button>
      </Stack>
    </form>
  );
}
