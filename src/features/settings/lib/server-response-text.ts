// Spec shell §8: a failed company update shows "an error toast with the server response as text":
// the server's own messages, verbatim.
import { ApiError, errorMessages, ServerApiError, ValidationApiError } from '../../../api/errors';

export function serverResponseText(error: unknown): string {
  if (error instanceof ValidationApiError) return Object.values(error.fields).flat().join(' ');
  if (error instanceof ApiError && !(error instanceof ServerApiError)) return error.message;
  return errorMessages(error).join(' ');
}
