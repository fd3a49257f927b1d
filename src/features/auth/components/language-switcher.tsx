// The interface language before sign-in (en/es). Each language is named in itself, so someone who
// cannot read the current one still finds theirs. After sign-in the user's own setting wins.
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { normalizeLanguage, setLanguage, SUPPORTED_LANGUAGES, type Language } from '../../../i18n/i18n';

const NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect.Root size="sm" width="auto" variant="subtle">
      <NativeSelect.Field
        aria-label={t('auth.layout.language')}
        value={normalizeLanguage(i18n.language)}
        onChange={(event) => void setLanguage(event.currentTarget.value)}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NAMES[language]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
