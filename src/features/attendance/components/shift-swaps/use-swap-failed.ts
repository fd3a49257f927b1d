// How a failed swap action is told: a refusal the server names by code (the shift changed hands or
// started, the colleague is busy, off or gone, another offer is open) in the reader's language, and
// anything else as the schedule's other writes tell it. Offline, it says plainly that swaps need a
// connection (they are not queued: src/features/attendance/api/shift-swaps.ts says why).
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/errors';
import { notify } from '../../../../ui/toaster';
import { formErrors } from '../../lib/form-errors';

const NAMED_REFUSALS = [
  'swap_already_open',
  'swap_shift_not_offerers',
  'swap_shift_started',
  'swap_colleague_inactive',
  'swap_colleague_overlap',
  'swap_colleague_time_off',
] as const;
type NamedRefusal = (typeof NAMED_REFUSALS)[number];

const isNamedRefusal = (code: string | null): code is NamedRefusal =>
  (NAMED_REFUSALS as readonly (string | null)[]).includes(code);

export function useSwapFailed() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (error instanceof ApiError && isNamedRefusal(error.code)) {
      notify('error', t(`shifts.swaps.refused.${error.code}`));
      return;
    }
    const shown = formErrors(error, { offline: t('shifts.swaps.offline'), generic: t('shifts.saveFailed') });
    notify('error', shown.other ?? Object.values(shown.fields).join(' '));
  };
}
