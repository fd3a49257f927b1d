// Entering a value: saved on this device first (the outbox), sent when the network allows. A cell
// whose earlier value has not left yet is amended in place (one request, the latest value); a cell
// whose earlier value the server refused drops that change, since the new value replaces it and
// would otherwise wait behind it forever (the engine holds a cell's later changes behind a refused one).
import { useCallback } from 'react';
import { amendQueuedChange, queueChange } from '../../../offline/queue';
import { useOutboxActions } from '../../../offline/use-outbox';
import { STAT_VALUE_KIND, type QueuedStatValue } from './stat-value-kind';
import type { QueuedCell } from './use-queued-values';

export function useEnterStatValue() {
  const { discard } = useOutboxActions();
  return useCallback(
    async (value: QueuedStatValue, queued: QueuedCell | undefined): Promise<void> => {
      if (queued?.state === 'failed') await discard(queued.id);
      else if (queued && queued.state === 'pending' && !queued.attempted) {
        if (await amendQueuedChange(queued.id, () => value)) return;
      }
      await queueChange(STAT_VALUE_KIND, value);
    },
    [discard],
  );
}
