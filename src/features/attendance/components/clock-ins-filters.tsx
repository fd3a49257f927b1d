// Filters of the Clock Ins list: staff member (admins only) and a range of local days. There is no
// company user list endpoint yet, so the staff choices are the people among the latest punches of
// the company and on the page shown (see staffChoices); the chosen one always stays listed.
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Punch } from '../../../../contract/attendance';
import type { PunchFilter } from './use-punch-list';

export interface StaffChoice {
  id: number;
  name: string;
}

/** Distinct staff of the punches, by name; the selected id is kept even when none of its punches is loaded. */
export function staffChoices(punches: Punch[], selected: number | undefined, unknownName: (id: number) => string) {
  const byId = new Map<number, string>();
  for (const p of punches) byId.set(p.staff, p.staff_name);
  if (selected !== undefined && !byId.has(selected)) byId.set(selected, unknownName(selected));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export function ClockInsFilters({
  filter,
  choices,
  onChange,
}: {
  filter: PunchFilter;
  /** Undefined for non-admins: they only ever see their own punches. */
  choices: StaffChoice[] | undefined;
  onChange: (patch: Partial<PunchFilter>) => void;
}) {
  const { t } = useTranslation();
  const filtered = filter.staff !== undefined || filter.from || filter.to;
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, md: choices ? 4 : 3 }}
      gap="3"
      alignItems="end"
      data-testid="clock-ins-filters"
    >
      {choices && (
        <Field.Root>
          <Field.Label>{t('attendance.filters.staff')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={filter.staff ?? ''}
              onChange={(e) => onChange({ staff: e.currentTarget.value ? Number(e.currentTarget.value) : undefined })}
            >
              <option value="">{t('attendance.filters.everyone')}</option>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Field.Root>
        <Field.Label>{t('attendance.filters.from')}</Field.Label>
        <Input
          type="date"
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(e) => onChange({ from: e.currentTarget.value || undefined })}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('attendance.filters.to')}</Field.Label>
        <Input
          type="date"
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(e) => onChange({ to: e.currentTarget.value || undefined })}
        />
      </Field.Root>
      {filtered && (
        <HStack gridColumn={{ base: 'span 2', md: 'auto' }}>
          <Button variant="ghost" onClick={() => onChange({ staff: undefined, from: undefined, to: undefined })}>
            {t('attendance.filters.clear')}
          </Button>
        </HStack>
      )}
    </SimpleGrid>
  );
}
