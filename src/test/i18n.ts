// i18next for component tests, initialised synchronously with the English translations (no HTTP
// backend, no Suspense), so a test renders real text at once. Importing this module is enough.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/locales/en/translation.json';

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    resources: { en: { translation: en } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

export { i18next };
