// The notice after a confirmed deletion that can be undone (issue 21): the success message with an
// Undo button for UNDO_WINDOW_MS (10 s); pressing it restores what was deleted (the server keeps it
// a little longer, server/modules/people/trash.ts) and says so, or shows why it could not.
import type { TFunction } from 'i18next';
import { UNDO_WINDOW_MS } from '../../../../contract/people-constants';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';

export function notifyDeletedWithUndo(
  t: TFunction,
  message: string,
  restore: () => Promise<unknown>,
  kind: 'success' | 'warning' = 'success',
): void {
  notify(kind, message, {
    duration: UNDO_WINDOW_MS,
    action: {
      label: t('people.undo.action'),
      onClick: () =>
        void restore().then(
          () => notify('success', t('people.undo.restored')),
          (error: unknown) => {
            for (const text of errorMessages(error)) notify('error', text);
          },
        ),
    },
  });
}
