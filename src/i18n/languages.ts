// The interface languages and where their translations live, in one module with no DOM or i18next
// imports, so the page (src/i18n/i18n.ts) and the service worker (sw/sw.ts, which caches every
// locale file at install) read the same list: adding a language here is enough for both.
export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** i18next-http-backend's loadPath (spec shell §1: /locales/{lng}/translation.json). */
export const LOCALE_LOAD_PATH = '/locales/{{lng}}/translation.json';

/** The URL of one language's translations, exactly as i18next requests it. */
export function localeUrl(language: Language): string {
  return LOCALE_LOAD_PATH.replace('{{lng}}', language);
}
