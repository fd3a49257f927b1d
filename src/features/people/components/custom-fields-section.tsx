// A staff member's custom fields (spec people §2 profile "custom fields"): one input per field the
// company defined, by its type (text, number, date, yes/no, or one of its choices), saved one by one.
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomFieldDefinition, StaffCustomField } from '../../../../contract/company-data';
import { errorMessages } from '../../../api/errors';
import { OptionsSelect, type SelectOption } from '../../../ui/options-select';
import { notify } from '../../../ui/toaster';
import { useCustomFieldDefinitions, useSetStaffCustomField, useStaffCustomFields } from '../api/custom-fields';
import { SectionBox } from './section-box';

function FieldRow({
  staffId,
  definition,
  current,
  canEdit,
}: {
  staffId: number;
  definition: CustomFieldDefinition;
  current: StaffCustomField | undefined;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const save = useSetStaffCustomField();
  const initial = definition.field_type === 'choice' ? String(current?.choice ?? '') : (current?.value ?? '');
  const [value, setValue] = useState(initial);
  const id = `custom-field-${definition.id}`;

  async function submit() {
    const choice = definition.field_type === 'choice' ? (value ? Number(value) : null) : null;
    try {
      await save.mutateAsync({ staffId, definition: definition.id, value: choice === null ? value : '', choice });
      notify('success', t('people.profile.saved'));
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
  }

  const select = (options: SelectOption[]) => (
    <OptionsSelect id={id} value={value} onChange={setValue} emptyLabel={t('people.none')} options={options} />
  );

  let input;
  if (definition.field_type === 'choice')
    input = select(definition.choices.map((c) => ({ value: String(c.id), label: c.label })));
  else if (definition.field_type === 'boolean')
    input = select([
      { value: 'true', label: t('people.customFields.yes') },
      { value: 'false', label: t('people.customFields.no') },
    ]);
  else
    input = (
      <Input
        id={id}
        type={definition.field_type === 'text' ? 'text' : definition.field_type}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
      />
    );

  return (
    <HStack gap="2" alignItems="end">
      <Field.Root disabled={!canEdit} required={definition.is_required} flex="1">
        <Field.Label htmlFor={id}>
          {definition.name}
          <Field.RequiredIndicator />
        </Field.Label>
        {input}
      </Field.Root>
      {canEdit && (
        <Button variant="outline" loading={save.isPending} disabled={value === initial} onClick={() => void submit()}>
          {t('common.save')}
        </Button>
      )}
    </HStack>
  );
}

export function CustomFieldsSection({ staffId, canEdit }: { staffId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const definitions = useCustomFieldDefinitions();
  const values = useStaffCustomFields(staffId);
  if (!definitions.data || !values.data) return null;
  return (
    <SectionBox id="custom-fields" title={t('people.customFields.title')}>
      <Stack gap="3">
        {definitions.data.length === 0 && <Text color="fg.muted">{t('people.customFields.none')}</Text>}
        {definitions.data.map((d) => (
          <FieldRow
            key={d.id}
            staffId={staffId}
            definition={d}
            current={values.data.find((v) => v.definition === d.id)}
            canEdit={canEdit}
          />
        ))}
      </Stack>
    </SectionBox>
  );
}
