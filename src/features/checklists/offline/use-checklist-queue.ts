// The checklist as this device shows it: what waits in the outbox for it (values not sent yet, which
// are shown instead of the server's) and its open conflicts, live as the queue changes.
import { useCallback, useMemo } from 'react';
import { useSession } from '../../../api/session';
import { userDatabase, type GroundworkDatabase } from '../../../offline/db';
import { useLiveOutbox } from '../../../offline/live-outbox';
import type { FieldValue } from '../lib/merge';
import { readChecklistQueue, type ChecklistConflictRecord } from './change-store';
import { checklistEntityKey, CHECKLIST_CHANGE_KIND, readChange } from './queued-change';

export interface ChecklistQueue {
  /** Field → the newest value waiting to be sent. */
  waiting: Record<string, FieldValue>;
  /** Fields whose change the server refused (needs attention). */
  failed: Record<string, string>;
  conflicts: ChecklistConflictRecord[];
  /** Changes (including image uploads) still on the device. */
  count: number;
}

const EMPTY: ChecklistQueue = { waiting: {}, failed: {}, conflicts: [], count: 0 };

export function useChecklistDatabase(): GroundworkDatabase | null {
  const session = useSession();
  return session ? userDatabase(session.userId, session.companyId) : null;
}

export function useChecklistQueue(checklistId: number): ChecklistQueue {
  const db = useChecklistDatabase();
  const read = useCallback(
    (from: GroundworkDatabase) => readChecklistQueue(from, checklistEntityKey(checklistId)),
    [checklistId],
  );
  const raw = useLiveOutbox(db, read);
  return useMemo(() => {
    if (!raw) return EMPTY;
    const waiting: Record<string, FieldValue> = {};
    const failed: Record<string, string> = {};
    for (const item of raw.items) {
      if (item.kind !== CHECKLIST_CHANGE_KIND) continue;
      const { changes } = readChange(checklistId, item.body);
      Object.assign(waiting, changes);
      if (item.state === 'failed') for (const key of Object.keys(changes)) failed[key] = item.last_error ?? '';
    }
    return { waiting, failed, conflicts: raw.conflicts, count: raw.items.length };
  }, [raw, checklistId]);
}
