// The Time Clock Settings section of the settings page (anchor #time-clock-settings; spec shell §2.3:
// assignment admin with the attendance app): whether a punch needs a location and how precise it must
// be (issue 21: metres; empty or 0 is no limit), and how many minutes the device clock may differ
// from the server's before a punch is flagged; and the timesheet rules (issue 24). Renders nothing for
// anyone else, so the settings page can include it unconditionally.
import { Button, Card, Field, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LOCATION_ACCURACY_LIMIT_M, type TimeClockSettings } from '../../../../contract/attendance';
import { useCurrentUser } from '../../../api/current-user';
import { notify } from '../../../ui/toaster';
import { useTimeClockSettings } from '../api/get-time-clock-settings';
import { useUpdateTimeClockSettings } from '../api/update-time-clock-settings';
import { formErrors } from '../lib/form-errors';
import { canEditTimeClock } from '../lib/permissions';
import { TimesheetRulesForm } from './timesheet-rules-form';

export const TIME_CLOCK_ANCHOR = 'time-clock-settings';
const MAX_MINUTES = 24 * 60;

function SettingsForm({ initial }: { initial: TimeClockSettings }) {
  const { t } = useTranslation();
  const mutation = useUpdateTimeClockSettings();
  const [requireLocation, setRequireLocation] = useState(initial.require_location);
  const [minutes, setMinutes] = useState(String(initial.max_clock_skew_minutes));
  // 0 is shown as empty: no limit.
  const [accuracy, setAccuracy] = useState(
    initial.max_location_accuracy_m > 0 ? String(initial.max_location_accuracy_m) : '',
  );
  const [error, setError] = useState<string | null>(null);
  const [accuracyError, setAccuracyError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(minutes);
    const minutesValid = Number.isInteger(value) && value >= 1 && value <= MAX_MINUTES;
    const limit = accuracy.trim() === '' ? null : Number(accuracy);
    const limitValid =
      limit === null || (Number.isInteger(limit) && limit >= 0 && limit <= MAX_LOCATION_ACCURACY_LIMIT_M);
    setError(minutesValid ? null : t('attendance.settings.minutesRange', { max: MAX_MINUTES }));
    setAccuracyError(
      limitValid ? null : t('attendance.settings.accuracyRange', { max: MAX_LOCATION_ACCURACY_LIMIT_M }),
    );
    if (!minutesValid || !limitValid) return;
    mutation.mutate(
      { require_location: requireLocation, max_clock_skew_minutes: value, max_location_accuracy_m: limit },
      {
        onSuccess: (saved) => {
          setAccuracy(saved.max_location_accuracy_m > 0 ? String(saved.max_location_accuracy_m) : '');
          notify('success', t('attendance.settings.saved'));
        },
        onError: (err) => {
          const result = formErrors(err, { offline: t('attendance.offlineAction'), generic: t('errors.generic') });
          setError(result.fields.max_clock_skew_minutes ?? null);
          setAccuracyError(result.fields.max_location_accuracy_m ?? null);
          if (result.other) notify('error', result.other);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <Switch.Root
          checked={requireLocation}
          onCheckedChange={(d) => setRequireLocation(d.checked)}
          colorPalette="blue"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('attendance.settings.requireLocation')}</Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="fg.muted" mt="-3">
          {t('attendance.settings.requireLocationHint')}
        </Text>
        <Field.Root invalid={accuracyError !== null} maxW="xs">
          <Field.Label>{t('attendance.settings.maxAccuracy')}</Field.Label>
          <Input
            name="max_location_accuracy_m"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_LOCATION_ACCURACY_LIMIT_M}
            value={accuracy}
            onChange={(e) => {
              setAccuracy(e.currentTarget.value);
              setAccuracyError(null);
            }}
          />
          {accuracyError ? (
            <Field.ErrorText>{accuracyError}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('attendance.settings.maxAccuracyHint')}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={error !== null} maxW="xs">
          <Field.Label>{t('attendance.settings.maxSkew')}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_MINUTES}
            value={minutes}
            onChange={(e) => {
              setMinutes(e.currentTarget.value);
              setError(null);
            }}
          />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('attendance.settings.maxSkewHint')}</Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={mutation.isPending} alignSelf="start">
          {t('common.save')}
        </Button>
      </Stack>
    </form>
  );
}

function TimeClockSettingsCard() {
  const { t } = useTranslation();
  const settings = useTimeClockSettings();
  return (
    <Card.Root id={TIME_CLOCK_ANCHOR} scrollMarginTop="24" as="section" aria-labelledby={`${TIME_CLOCK_ANCHOR}-title`}>
      <Card.Header>
        <Card.Title id={`${TIME_CLOCK_ANCHOR}-title`} as="h2">
          {t('attendance.settings.title')}
        </Card.Title>
        <Card.Description>{t('attendance.settings.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        {settings.data ? (
          <Stack gap="8">
            <SettingsForm initial={settings.data} />
            <TimesheetRulesForm initial={settings.data} />
          </Stack>
        ) : settings.isError ? (
          <Text color="fg.muted">{t('attendance.settings.loadError')}</Text>
        ) : (
          <Text color="fg.muted">{t('common.loading')}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function TimeClockSettingsSection() {
  const me = useCurrentUser().data;
  if (!me || !canEditTimeClock(me)) return null;
  return <TimeClockSettingsCard />;
}
