// A failed save as the request and task forms show it: a 400's messages under their fields, in the
// server's words, and whatever is left (another status, offline) as one toast.
import { NON_FIELD_ERRORS } from '../../../../contract/error-codes';
import { ApiError, OfflineError, ValidationApiError, errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';

export function showSaveError(error: unknown, offlineText: string): Record<string, string> {
  if (error instanceof ValidationApiError) {
    const { [NON_FIELD_ERRORS]: general, ...fields } = error.fields;
    if (general) notify('error', general.join(' '));
    return Object.fromEntries(Object.entries(fields).map(([field, list]) => [field, list.join(' ')]));
  }
  const text =
    error instanceof OfflineError
      ? offlineText
      : error instanceof ApiError && error.status < 500
        ? error.message
        : errorMessages(error)[0]!;
  notify('error', text);
  return {};
}
