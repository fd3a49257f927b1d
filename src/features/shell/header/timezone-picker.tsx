// The header's timezone picker (spec shell §2.4, §4), shown only when the attendance app is active.
// States: display → editing (a select of every IANA zone) → saving (spinner) → display. Escape or
// leaving the select cancels; the server's answer replaces the cached user.
import { Button, HStack, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useUpdateTimezone } from '../api/update-timezone';
import { Icon } from '../../../ui/icons';

export type TimezoneEditorState = 'display' | 'editing' | 'saving';

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the browser knows, with the current one included even if the list lacks it. */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

export function TimezoneEditor({ staffId, timezone }: { staffId: number; timezone: string | null }) {
  const { t } = useTranslation();
  const [state, setState] = useState<TimezoneEditorState>('display');
  const [pending, setPending] = useState<string | null>(null);
  const update = useUpdateTimezone();
  const current = timezone ?? browserTimeZone();
  // Only the open editor lists the zones: the list (Intl's ~400 names) is work every screen's header
  // would otherwise do on its first render (issue 22, cold start).
  const editing = state === 'editing';
  const zones = useMemo(() => (editing ? timeZoneOptions(current) : []), [editing, current]);
  // Only an open editor cancels: the select may lose focus because saving replaced it.
  const cancel = () => setState((s) => (s === 'editing' ? 'display' : s));

  const save = (value: string) => {
    if (value === current) return setState('display');
    setPending(value);
    setState('saving');
    update.mutate(
      { staffId, timezone: value },
      {
        onError: (error) => errorMessages(error).forEach((m) => notify('error', m)),
        onSettled: () => setState('display'),
      },
    );
  };

  if (state === 'saving') {
    return (
      <HStack gap="2" px="2" role="status" aria-label={t('shell.timezone.saving')}>
        <Spinner size="xs" />
        <Text fontSize="sm">{pending}</Text>
      </HStack>
    );
  }
  if (state === 'editing') {
    return (
      <NativeSelect.Root size="xs" w="52">
        <NativeSelect.Field
          autoFocus
          aria-label={t('shell.timezone.label')}
          value={current}
          onChange={(event) => save(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Escape' && cancel()}
          onBlur={cancel}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  return (
    <Button
      size="xs"
      variant="ghost"
      onClick={() => setState('editing')}
      title={t('shell.timezone.change')}
      aria-label={t('shell.timezone.current', { timezone: current })}
    >
      <Icon name="globe" size={14} />
      <Text as="span" maxW="40" truncate>
        {current}
      </Text>
    </Button>
  );
}

export function TimezonePicker() {
  const me = useCurrentUser().data;
  if (!me || !me.company.active_app.some((app) => app.app_name === 'attendance')) return null;
  return <TimezoneEditor staffId={me.staff_id} timezone={me.timezone} />;
}
