// Turns a failed save into what the form shows: a 400's messages under their fields (the server's
// own words), anything else as one message for a toast, with offline said plainly.
import { NON_FIELD_ERRORS } from '../../../../contract/error-codes';
import { ApiError, OfflineError, ValidationApiError } from '../../../api/errors';

export interface FormErrors {
  fields: Record<string, string>;
  /** A message not tied to a field, or null. */
  other: string | null;
}

export function formErrors(error: unknown, messages: { offline: string; generic: string }): FormErrors {
  if (error instanceof ValidationApiError) {
    const fields: Record<string, string> = {};
    let other: string | null = null;
    for (const [field, list] of Object.entries(error.fields)) {
      if (field === NON_FIELD_ERRORS || field === 'detail') other = list.join(' ');
      else fields[field] = list.join(' ');
    }
    return { fields, other };
  }
  if (error instanceof OfflineError) return { fields: {}, other: messages.offline };
  // 403/404/409 carry the server's detail; 5xx already carry the catalogue's server-error text.
  if (error instanceof ApiError) return { fields: {}, other: error.message || messages.generic };
  return { fields: {}, other: messages.generic };
}
