// Every key given to t() is checked against the English messages at compile time, including keys
// built from a union (t(`requests.detail.${action}d`) fails when one of them does not exist).
import 'i18next';
import type en from '../../public/locales/en/translation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
