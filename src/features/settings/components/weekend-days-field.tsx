// The company's weekend days: one checkbox per weekday, 0 = Sunday … 6 = Saturday (the server's
// default is [0, 6]), named in the interface language.
import { Checkbox, Fieldset, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Weekday names for 0..6, Sunday first; 2023-01-01 was a Sunday. */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(2023, 0, 1 + day)));
}

export function WeekendDaysField({
  value,
  onChange,
  disabled,
}: {
  value: number[];
  onChange: (days: number[]) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const toggle = (day: number, on: boolean) =>
    onChange(on ? [...new Set([...value, day])].sort((a, b) => a - b) : value.filter((d) => d !== day));
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {t('settings.company.weekend')}
      </Fieldset.Legend>
      <Wrap gap="4" mt="2">
        {weekdayNames(i18n.language).map((name, day) => (
          <Checkbox.Root
            key={day}
            checked={value.includes(day)}
            onCheckedChange={(d) => toggle(day, d.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
    </Fieldset.Root>
  );
}
