// Employment fields a profile admin sets: user type, division, manager and positions.
import { Field, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DivisionPicker, StaffPicker, UserTypePicker } from './pickers';
import { PositionsField } from './positions-field';

export interface Employment {
  user_type: string;
  staff_division: string;
  manager: string;
  positions: number[];
}

export function EmploymentFields({
  value,
  onChange,
  self,
  disabled,
}: {
  value: Employment;
  onChange: (value: Employment) => void;
  /** The staff member's own id: they cannot be their own manager. */
  self?: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const set = (changes: Partial<Employment>) => onChange({ ...value, ...changes });
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Field.Root disabled={disabled}>
          <Field.Label htmlFor="employment-type">{t('people.fields.userType')}</Field.Label>
          <UserTypePicker
            id="employment-type"
            value={value.user_type}
            onChange={(v) => set({ user_type: v || 'staff' })}
            emptyLabel={t('people.userTypes.staff')}
          />
        </Field.Root>
        <Field.Root disabled={disabled}>
          <Field.Label htmlFor="employment-division">{t('people.fields.division')}</Field.Label>
          <DivisionPicker
            id="employment-division"
            value={value.staff_division}
            onChange={(v) => set({ staff_division: v })}
            emptyLabel={t('people.none')}
          />
        </Field.Root>
        <Field.Root disabled={disabled}>
          <Field.Label htmlFor="employment-manager">{t('people.fields.manager')}</Field.Label>
          <StaffPicker
            id="employment-manager"
            exclude={self}
            value={value.manager}
            onChange={(v) => set({ manager: v })}
            emptyLabel={t('people.none')}
          />
        </Field.Root>
      </SimpleGrid>
      <PositionsField value={value.positions} onChange={(positions) => set({ positions })} disabled={disabled} />
    </Stack>
  );
}

export const employmentBody = (value: Employment) => ({
  user_type: value.user_type || 'staff',
  staff_division: value.staff_division ? Number(value.staff_division) : null,
  manager: value.manager ? Number(value.manager) : null,
  positions: value.positions,
});
