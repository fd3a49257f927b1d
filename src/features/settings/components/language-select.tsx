// A select of the interface languages the app ships translations for.
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../../../i18n/i18n';

export function LanguageSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const known = (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
  return (
    <NativeSelect.Root disabled={disabled} maxW="xs">
      <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {!known && <option value={value}>{value}</option>}
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`settings.languages.${code}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
