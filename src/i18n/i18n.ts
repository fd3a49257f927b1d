// i18next with the HTTP backend: translations load from /locales/{lng}/translation.json (spec
// shell §1), which the service worker caches at install so an offline reload still speaks the
// user's language. The language is chosen at sign-in (staff language_code, else the company's)
// and remembered on the device for the pages seen before sign-in and for offline starts.
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { LOCALE_LOAD_PATH, SUPPORTED_LANGUAGES, type Language } from './languages';

// Re-exported so callers keep importing languages from i18n; the list itself lives in languages.ts,
// which the service worker imports too.
export { SUPPORTED_LANGUAGES, type Language };

const LANGUAGE_KEY = 'groundwork.language';

export function normalizeLanguage(code: string | null | undefined): Language {
  const base = (code ?? '').toLowerCase().split(/[-_]/)[0];
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : 'en';
}

export function storedLanguage(): Language {
  return normalizeLanguage(localStorage.getItem(LANGUAGE_KEY) ?? navigator.language);
}

/** Switches the interface language and remembers it on this device. */
export async function setLanguage(code: string | null | undefined): Promise<void> {
  const language = normalizeLanguage(code);
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

/** The language for a signed-in user: their own, else their company's (spec shell §1). */
export function languageForUser(user: {
  staff_info: { language_code: string | null };
  company: { language_code: string };
}): Language {
  return normalizeLanguage(user.staff_info.language_code || user.company.language_code);
}

export function initI18n(): Promise<unknown> {
  const lng = storedLanguage();
  document.documentElement.lang = lng;
  return i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'languageOnly',
      interpolation: { escapeValue: false }, // React escapes
      backend: { loadPath: LOCALE_LOAD_PATH },
      react: { useSuspense: true },
      returnNull: false,
    });
}

export { i18next };
