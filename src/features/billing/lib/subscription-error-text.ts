// The text of a failed subscription call (spec shell §8): a provider's rate limit becomes
// "Subscription service is temporarily unavailable…"; otherwise the server's own messages.
import { RATE_LIMIT_TEXT, SUBSCRIPTION_RATE_LIMITED } from '../../../../contract/subscription-constants';
import { ApiError, errorMessages, ServerApiError, ValidationApiError } from '../../../api/errors';

export function subscriptionErrorText(error: unknown): string {
  const text =
    error instanceof ValidationApiError
      ? Object.values(error.fields).flat().join(' ')
      : error instanceof ApiError && !(error instanceof ServerApiError)
        ? error.message
        : errorMessages(error).join(' ');
  return RATE_LIMIT_TEXT.test(text) ? SUBSCRIPTION_RATE_LIMITED : text;
}
