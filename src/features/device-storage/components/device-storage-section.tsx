// "Storage on this device" on the Pending changes screen (issue 18.2): what the app keeps here for
// offline use (course downloads and checklist photos) against the company's device storage cap,
// what the cap removed (the oldest go first), all the app takes on the device (its own files,
// unsent changes and drafts too, which the cap neither counts nor removes), and for company admins
// the cap itself. Opening the screen or saving a new cap applies it at once (`enforce`, composed in
// src/app, which knows the courses and photos that can go, and answers what they take after it).
import { Button, Card, Field, Heading, HStack, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_TYPE_SLUG } from '../../../../contract/apps';
import {
  DEVICE_STORAGE_CAP_DEFAULT_MB,
  DEVICE_STORAGE_CAP_MAX_MB,
  DEVICE_STORAGE_CAP_MIN_MB,
} from '../../../../contract/device-storage-constants';
import { formatBytes } from '../../../../contract/upload-constants';
import { useCurrentUser } from '../../../api/current-user';
import { errorMessages, ValidationApiError } from '../../../api/errors';
import { useOnline } from '../../../lib/use-online';
import { useEvictions, type StorageEviction } from '../../../offline/storage-evictions';
import { asOfTime } from '../../../ui/stale-data-note';
import { notify } from '../../../ui/toaster';
import { useDeviceStorageSettings, useUpdateDeviceStorageSettings } from '../api/device-storage-settings';
import { capBytes } from '../lib/eviction-plan';
import { useStorageEstimate } from '../lib/use-storage-estimate';

function CapForm({ saved }: { saved: number }) {
  const { t } = useTranslation();
  const online = useOnline();
  const update = useUpdateDeviceStorageSettings();
  const [value, setValue] = useState(String(saved));
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // Sent as typed (a number when it reads as one): the server checks the range and says why.
    const cap = value.trim() === '' || Number.isNaN(Number(value)) ? value : Number(value);
    update.mutate(
      { device_storage_cap_mb: cap as number },
      {
        onSuccess: (settings) => {
          setValue(String(settings.device_storage_cap_mb));
          notify('success', t('deviceStorage.capSaved'));
        },
        onError: (failure) => {
          if (failure instanceof ValidationApiError && failure.fields.device_storage_cap_mb) {
            setError(failure.fields.device_storage_cap_mb.join(' '));
          } else notify('error', errorMessages(failure).join(' '));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Field.Root invalid={error !== null}>
        <Field.Label>{t('deviceStorage.capLabel')}</Field.Label>
        <HStack gap="3" w="full" alignItems="start">
          <Input
            name="device_storage_cap_mb"
            type="number"
            inputMode="numeric"
            min={DEVICE_STORAGE_CAP_MIN_MB}
            max={DEVICE_STORAGE_CAP_MAX_MB}
            maxW="40"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
          />
          <Button type="submit" colorPalette="blue" loading={update.isPending} disabled={!online}>
            {t('deviceStorage.capSave')}
          </Button>
        </HStack>
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {t('deviceStorage.capRange', { min: DEVICE_STORAGE_CAP_MIN_MB, max: DEVICE_STORAGE_CAP_MAX_MB })}
          </Field.HelperText>
        )}
      </Field.Root>
    </form>
  );
}

function Eviction({ eviction }: { eviction: StorageEviction }) {
  const { t, i18n } = useTranslation();
  const values = { size: formatBytes(eviction.bytes), time: asOfTime(eviction.at, i18n.language) };
  return (
    <Text as="li" fontSize="sm">
      {eviction.kind === 'course'
        ? t('deviceStorage.removedCourse', { ...values, name: eviction.label })
        : t('deviceStorage.removedPhotos', { ...values, count: Number(eviction.label) })}
    </Text>
  );
}

export function DeviceStorageSection({ enforce }: { enforce: () => Promise<{ keptBytes: number | null }> }) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const settings = useDeviceStorageSettings();
  const estimate = useStorageEstimate();
  const evictions = useEvictions();
  const capMb = settings.data?.device_storage_cap_mb ?? DEVICE_STORAGE_CAP_DEFAULT_MB;
  const admin = me?.user_type.user_type_slug === ADMIN_USER_TYPE_SLUG || me?.user_roles.user_is_admin === true;
  const { refresh } = estimate;
  /** Bytes the cap counts, as the last application of it left them; undefined until it answers. */
  const [kept, setKept] = useState<number | null | undefined>(undefined);

  // Applies the cap when the screen opens and whenever it changes, then reads the usage again.
  useEffect(() => {
    let live = true;
    void enforce()
      .then((result) => {
        if (live) setKept(result.keptBytes);
      })
      .finally(() => {
        if (live) refresh();
      });
    return () => {
      live = false;
    };
  }, [enforce, capMb, refresh]);

  const cap = capBytes(capMb);
  const usage = estimate.usage;
  return (
    <Card.Root as="section" aria-labelledby="device-storage-title" data-testid="device-storage">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="device-storage-title">
            {t('deviceStorage.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('deviceStorage.help')}
          </Text>
        </Stack>
        {kept === null ? (
          <Text fontSize="sm">{t('deviceStorage.keptUnknown', { cap: formatBytes(cap) })}</Text>
        ) : kept !== undefined ? (
          <Stack gap="1">
            <Text fontSize="sm" data-testid="device-storage-kept">
              {t('deviceStorage.kept', { kept: formatBytes(kept), cap: formatBytes(cap) })}
            </Text>
            <Progress.Root value={Math.min(100, (kept / cap) * 100)} size="sm">
              <Progress.Track aria-label={t('deviceStorage.keptLabel')}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            {kept > cap && (
              <Text fontSize="sm" color="fg.warning" data-testid="device-storage-over">
                {t('deviceStorage.stillOver')}
              </Text>
            )}
          </Stack>
        ) : null}
        <Text fontSize="sm" color="fg.muted" data-testid="device-storage-usage">
          {usage === null ? t('deviceStorage.usageUnknown') : t('deviceStorage.usage', { used: formatBytes(usage) })}
        </Text>
        {evictions && evictions.length > 0 && (
          <Stack gap="1" data-testid="device-storage-removed">
            <Text fontWeight="semibold" fontSize="sm">
              {t('deviceStorage.removedTitle')}
            </Text>
            <Stack as="ul" gap="1" listStyleType="none">
              {evictions.map((eviction, i) => (
                <Eviction key={`${eviction.at}-${i}`} eviction={eviction} />
              ))}
            </Stack>
          </Stack>
        )}
        {admin && settings.data && <CapForm key={capMb} saved={capMb} />}
      </Card.Body>
    </Card.Root>
  );
}
