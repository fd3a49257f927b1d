// The spec's statistics messages (people §8), through i18next: "Error: " plus the server's text on
// add, delete, update and update order; "Couldn't Create Stat ..."; "Error duplicating stats: ...".
// The English texts equal contract/statistics-constants.ts word for word (stat-messages.test.ts).
import type { TFunction } from 'i18next';
import { ApiError, errorMessages, ServerApiError, ValidationApiError } from '../../../api/errors';

/** The server's answer as text: its field messages, its detail, or the client's mapped message. */
export function serverText(error: unknown): string {
  if (error instanceof ValidationApiError) return Object.values(error.fields).flat().join(' ');
  if (error instanceof ApiError && !(error instanceof ServerApiError)) return error.message;
  return errorMessages(error).join(' ');
}

/** "Error: <server text>" (add, delete, update, update order). */
export const statErrorMessage = (t: TFunction, error: unknown) =>
  t('statistics.messages.error', { text: serverText(error) });
export const createStatErrorMessage = (t: TFunction, error: unknown) =>
  t('statistics.messages.createFailed', { text: serverText(error) });
export const duplicateErrorMessage = (t: TFunction, error: unknown) =>
  t('statistics.messages.duplicateFailed', { text: serverText(error) });
