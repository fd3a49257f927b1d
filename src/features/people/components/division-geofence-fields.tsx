// The geofence part of the division form (issue 24): latitude, longitude and radius typed, or the
// centre taken from this device's location ("Use my current location", the same fix the clock
// uses). Punches outside it are flagged, never refused; empty fields mean no geofence.
import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locationFix } from '../../../lib/geolocation';
import { DEFAULT_GEOFENCE_RADIUS_M, fixDegrees, type GeofenceValues } from '../lib/geofence-values';

/** How long "Use my current location" waits for a fix. */
const LOCATE_TIMEOUT_MS = 15_000;

export function DivisionGeofenceFields({
  values,
  errors,
  onChange,
}: {
  values: GeofenceValues;
  errors: Partial<Record<keyof GeofenceValues, string>>;
  onChange: (values: GeofenceValues) => void;
}) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);
  const set = (field: keyof GeofenceValues) => (value: string) => onChange({ ...values, [field]: value });

  async function locate() {
    setLocating(true);
    setFailed(false);
    const fix = await locationFix(LOCATE_TIMEOUT_MS);
    setLocating(false);
    if (!fix) {
      setFailed(true);
      return;
    }
    onChange({
      geofence_latitude: fixDegrees(fix.latitude),
      geofence_longitude: fixDegrees(fix.longitude),
      geofence_radius_m: values.geofence_radius_m.trim() || String(DEFAULT_GEOFENCE_RADIUS_M),
    });
  }

  const field = (name: keyof GeofenceValues, label: string, inputMode: 'decimal' | 'numeric') => (
    <Field.Root invalid={Boolean(errors[name])}>
      <Field.Label>{label}</Field.Label>
      <Input
        inputMode={inputMode}
        value={values[name]}
        onChange={(e) => set(name)(e.currentTarget.value)}
        data-testid={`division-${name}`}
      />
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" rounded="md" p="3" data-testid="division-geofence">
      <Text as="legend" fontWeight="semibold" px="1">
        {t('geofence.form.title')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('geofence.form.hint')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {field('geofence_latitude', t('geofence.form.latitude'), 'decimal')}
        {field('geofence_longitude', t('geofence.form.longitude'), 'decimal')}
        {field('geofence_radius_m', t('geofence.form.radius'), 'numeric')}
      </SimpleGrid>
      <HStack gap="2" flexWrap="wrap">
        <Button minH="11" variant="outline" loading={locating} onClick={() => void locate()}>
          {t('geofence.form.useLocation')}
        </Button>
        <Button
          minH="11"
          variant="ghost"
          onClick={() => onChange({ geofence_latitude: '', geofence_longitude: '', geofence_radius_m: '' })}
        >
          {t('geofence.form.clear')}
        </Button>
      </HStack>
      {failed && (
        <Text fontSize="sm" color="red.fg" role="alert">
          {t('geofence.form.noLocation')}
        </Text>
      )}
    </Stack>
  );
}
