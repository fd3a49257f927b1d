// i18next for the auth tests, initialised synchronously with the English translations (no HTTP
// backend, no Suspense), so a test can render a page and query its real text at once. Importing
// this module is enough. (src/test/i18n.ts is planned as the shared helper; the auth tests use
// this one until it exists.)
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
