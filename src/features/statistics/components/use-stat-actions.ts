// The stat admin's actions with the spec's messages (people §8): "Stat order updated successfully"
// or "Error: <server text>" on reorder; "Error: ..." on update and delete; duplicate says "Stats
// duplicated successfully" or "Error duplicating stats: ...".
import { useTranslation } from 'react-i18next';
import type { DuplicateStats, Stat } from '../../../../contract/statistics';
import { notify } from '../../../ui/toaster';
import { useDeleteStat } from '../api/delete-stat';
import { useDuplicateStats } from '../api/duplicate-stats';
import { duplicateErrorMessage, statErrorMessage } from '../api/stat-messages';
import { useUpdateStat } from '../api/update-stat';

export function useStatActions() {
  const { t } = useTranslation();
  const update = useUpdateStat();
  const remove = useDeleteStat();
  const duplicate = useDuplicateStats();
  const fail = (error: unknown) => notify('error', statErrorMessage(t, error));

  return {
    busy: update.isPending || remove.isPending || duplicate.isPending,
    /** Moves the stat to `order` (1 = first). */
    move: (stat: Pick<Stat, 'id'>, order: number) =>
      update.mutate(
        { id: stat.id, patch: { order } },
        { onSuccess: () => notify('success', t('statistics.messages.orderUpdated')), onError: fail },
      ),
    setArchived: (stat: Pick<Stat, 'id'>, archived: boolean) =>
      update.mutate(
        { id: stat.id, patch: { archived } },
        {
          onSuccess: () =>
            notify('success', t(archived ? 'statistics.actions.archived' : 'statistics.actions.restored')),
          onError: fail,
        },
      ),
    remove: (stat: Pick<Stat, 'id'>, onDone?: () => void) =>
      remove.mutate(stat.id, {
        onSuccess: () => {
          notify('success', t('statistics.actions.deleted'));
          onDone?.();
        },
        onError: fail,
      }),
    duplicate: (input: DuplicateStats, onDone?: () => void) =>
      duplicate.mutate(input, {
        onSuccess: () => {
          notify('success', t('statistics.messages.duplicated'));
          onDone?.();
        },
        onError: (error) => notify('error', duplicateErrorMessage(t, error)),
      }),
  };
}
