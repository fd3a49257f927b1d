// Turns a failed auth call into what the form shows: messages under the fields the form has, and
// one message above the form for the rest (spec shell §8, with the auth pages' own wording for a
// refused sign-in, rate limiting and a missing connection).
import type { TFunction } from 'i18next';
import { ApiError, NetworkError, ServerApiError, SERVER_ERROR_MESSAGE, ValidationApiError } from '../../../api/errors';
import { translateServerMessage } from './server-messages';
import type { MessageKey } from '../../../i18n/message-key';

export interface FormErrors<F extends string> {
  form: string | null;
  fields: Partial<Record<F, string>>;
}

export const NO_ERRORS = { form: null, fields: {} } as const;

const TOO_MANY_REQUESTS = 429;

/**
 * @param fieldNames the server field names the form shows errors under
 * @param offlineKey what to say when the call could not reach the server (e.g. "signing in needs a
 *   connection")
 */
export function formErrors<F extends string>(
  error: unknown,
  t: TFunction,
  fieldNames: readonly F[],
  offlineKey: MessageKey = 'auth.errors.network',
): FormErrors<F> {
  if (!error) return { form: null, fields: {} };
  if (error instanceof ValidationApiError) {
    const fields: Partial<Record<F, string>> = {};
    const rest: string[] = [];
    for (const [name, messages] of Object.entries(error.fields)) {
      const text = messages.map((m) => translateServerMessage(t, m)).join(' ');
      if ((fieldNames as readonly string[]).includes(name)) fields[name as F] = text;
      else rest.push(text);
    }
    return { form: rest.length ? rest.join(' ') : null, fields };
  }
  if (error instanceof ServerApiError)
    return { form: t('errors.server', { defaultValue: SERVER_ERROR_MESSAGE }), fields: {} };
  if (error instanceof ApiError && error.status === TOO_MANY_REQUESTS) {
    return { form: t('auth.errors.tooManyAttempts'), fields: {} };
  }
  if (error instanceof ApiError) return { form: translateServerMessage(t, error.message), fields: {} };
  if (error instanceof NetworkError) return { form: t(offlineKey), fields: {} };
  return { form: t('errors.generic'), fields: {} };
}
