// The division form (spec people §5): name, colour and order required ("This field is required"),
// submit disabled while any is missing; a new division starts at colour #0cb2fc and order 1 (§9).
// Below them the division's optional geofence (issue 24: division-geofence-fields.tsx).
import { Button, Field, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Division, DivisionCreate } from '../../../../contract/people';
import { DIVISION_DEFAULT_COLOR, DIVISION_DEFAULT_ORDER, FIELD_REQUIRED } from '../../../../contract/people-constants';
import { geofenceBody, geofenceErrors, geofenceValues } from '../lib/geofence-values';
import { DivisionGeofenceFields } from './division-geofence-fields';

export interface DivisionValues {
  division_name: string;
  division_color: string;
  division_order: string;
  division_description: string;
}

export const divisionValues = (division: Division | null): DivisionValues => ({
  division_name: division?.division_name ?? '',
  division_color: division?.division_color ?? DIVISION_DEFAULT_COLOR,
  division_order: String(division?.division_order ?? DIVISION_DEFAULT_ORDER),
  division_description: division?.division_description ?? '',
});

export function divisionErrors(values: DivisionValues): Partial<Record<keyof DivisionValues, string>> {
  const errors: Partial<Record<keyof DivisionValues, string>> = {};
  if (!values.division_name.trim()) errors.division_name = FIELD_REQUIRED;
  if (!values.division_color.trim()) errors.division_color = FIELD_REQUIRED;
  if (!values.division_order.trim()) errors.division_order = FIELD_REQUIRED;
  return errors;
}

export function DivisionForm({
  division,
  saving,
  onSubmit,
  onCancel,
}: {
  division: Division | null;
  saving: boolean;
  onSubmit: (body: DivisionCreate) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => divisionValues(division));
  const [fence, setFence] = useState(() => geofenceValues(division));
  const errors = divisionErrors(values);
  const fenceErrors = geofenceErrors(fence);
  const invalid = Object.keys(errors).length > 0 || Object.keys(fenceErrors).length > 0;
  const set = (field: keyof DivisionValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid) return;
    onSubmit({
      division_name: values.division_name.trim(),
      division_color: values.division_color,
      division_order: Number(values.division_order),
      division_description: values.division_description.trim(),
      ...geofenceBody(fence, division),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t(division ? 'people.divisions.edit' : 'people.divisions.create')}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Field.Root required invalid={Boolean(errors.division_name)}>
            <Field.Label>
              {t('people.divisions.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={values.division_name} onChange={(e) => set('division_name')(e.currentTarget.value)} />
            <Field.ErrorText>{errors.division_name}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.division_color)}>
            <Field.Label>
              {t('people.divisions.color')}
              <Field.RequiredIndicator />
            </Field.Label>
            <HStack gap="2" w="full">
              <Input
                type="color"
                id="division-color-picker"
                w="14"
                p="1"
                aria-label={t('people.divisions.colorPicker')}
                value={values.division_color || DIVISION_DEFAULT_COLOR}
                onChange={(e) => set('division_color')(e.currentTarget.value)}
              />
              <Input
                aria-label={t('people.divisions.color')}
                value={values.division_color}
                onChange={(e) => set('division_color')(e.currentTarget.value)}
              />
            </HStack>
            <Field.ErrorText>{errors.division_color}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.division_order)}>
            <Field.Label>
              {t('people.divisions.order')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="number"
              min={1}
              value={values.division_order}
              onChange={(e) => set('division_order')(e.currentTarget.value)}
            />
            <Field.ErrorText>{errors.division_order}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('people.divisions.description')}</Field.Label>
          <Textarea
            value={values.division_description}
            onChange={(e) => set('division_description')(e.currentTarget.value)}
          />
        </Field.Root>
        <DivisionGeofenceFields values={fence} errors={fenceErrors} onChange={setFence} />
        <HStack gap="2">
          <Button type="submit" colorPalette="blue" disabled={invalid} loading={saving}>
            {t('common.save')}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
