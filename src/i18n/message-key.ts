// A key of the English messages (public/locales/en/translation.json), checked at compile time:
// tables that map codes to messages are typed with it, so a misspelt key fails `npm run typecheck`.
import type { ParseKeys } from 'i18next';

export type MessageKey = ParseKeys;
