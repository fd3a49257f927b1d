// The filters of the acknowledgement pages: a select of choices (staff, article, quiz, course,
// division) with an "all" entry, a searchable person filter (people of the same name told apart by
// e-mail, issue 20), and a day range. Values are the URL's strings (useSearchState).
import { Box, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PeoplePicker } from '../../../../ui/people-picker';
import type { Choice } from '../api/get-filter-choices';

export function FilterBar({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex role="search" aria-label={t('kbAcks.filters')} gap="3" wrap="wrap" align="end">
      {children}
    </Flex>
  );
}

export function ChoiceFilter({
  label,
  value,
  choices,
  options = choices.map((c) => ({ value: String(c.id), label: c.name })),
  onChange,
}: {
  label: string;
  value: string;
  choices: Choice[];
  /** Fixed options instead of the choices' ids. */
  options?: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  // A value from a shared link stays selectable before its list has loaded.
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <Field.Root maxW="56">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{t('kbAcks.all')}</option>
          {!known && <option value={value}>#{value}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** One person, searched by name, e-mail or position; none chosen is "all". */
export function PersonFilter({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) {
  const id = idParam(value);
  return (
    <Box flex="1 1 14rem" maxW="xs">
      <PeoplePicker
        single
        label={label}
        choices={choices}
        value={id ? [id] : []}
        onChange={(ids) => onChange(ids[0] ? String(ids[0]) : '')}
      />
    </Box>
  );
}

export function DayRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (changes: { date_from?: string; date_to?: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field.Root maxW="44">
        <Field.Label fontSize="sm">{t('kbAcks.dateFrom')}</Field.Label>
        <Input
          size="sm"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ date_from: e.currentTarget.value })}
        />
      </Field.Root>
      <Field.Root maxW="44">
        <Field.Label fontSize="sm">{t('kbAcks.dateTo')}</Field.Label>
        <Input
          size="sm"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ date_to: e.currentTarget.value })}
        />
      </Field.Root>
    </>
  );
}

/** A URL value as a positive id, or undefined ("all", blank or garbage). */
export function idParam(value: string): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** A URL value as a YYYY-MM-DD day, or undefined (the server refuses anything else). */
export function dayParam(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}
