// The Time Clock Settings section of the settings page (anchor #time-clock-settings; spec shell §2.3:
// assignment admin with the attendance app): whether a punch needs a location, and how many minutes
// the device clock may differ from the server's before a punch is flagged. Renders nothing for
// anyone else, so the settings page can include it unconditionally.
import { Button, Card, Field, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeClockSettings } from '../../../../contract/attendance';
import { useCurrentUser } from '../../../api/current-user';
import { notify } from '../../../ui/toaster';
import { useTimeClockSettings } from '../api/get-time-clock-settings';
import { useUpdateTimeClockSettings } from '../api/update-time-clock-settings';
import { formErrors } from '../lib/form-errors';
import { canEditTimeClock } from '../lib/permissions';

export const TIME_CLOCK_ANCHOR = 'time-clock-settings';
const MAX_MINUTES = 24 * 60;

function SettingsForm({ initial }: { initial: TimeClockSettings }) {
  const { t } = useTranslation();
  const mutation = useUpdateTimeClockSettings();
  const [requireLocation, setRequireLocation] = useState(initial.require_location);
  const [minutes, setMinutes] = useState(String(initial.max_clock_skew_minutes));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(minutes);
    if (!Number.isInteger(value) || value < 1 || value > MAX_MINUTES) {
      setError(t('attendance.settings.minutesRange', { max: MAX_MINUTES }));
      return;
    }
    mutation.mutate(
      { require_location: requireLocation, max_clock_skew_minutes: value },
      {
        onSuccess: () => notify('success', t('attendance.settings.saved')),
        onError: (err) => {
          const result = formErrors(err, { offline: t('attendance.offlineAction'), generic: t('errors.generic') });
          setError(result.fields.max_clock_skew_minutes ?? null);
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
          <SettingsForm initial={settings.data} />
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
