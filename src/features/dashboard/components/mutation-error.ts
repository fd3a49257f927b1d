// The toasts of a failed to-do change (spec shell §8), with a plainer message when offline.
import type { TFunction } from 'i18next';
import { errorMessages, NetworkError } from '../../../api/errors';
import { notify } from '../../../ui/toaster';

export function notifyMutationError(error: unknown, t: TFunction): void {
  if (error instanceof NetworkError) return notify('error', t('dashboard.todos.offline'));
  errorMessages(error).forEach((message) => notify('error', message));
}
