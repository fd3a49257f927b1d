// What happens to a checklist change that met a newer version (ARCHITECTURE.md sync rule 7):
//   1. Merge three ways: the values it started from, its values, the server's checklist.
//   2. Nothing collides: put the merged change (based on the server's version) in its place in the
//      queue, in one transaction, and it is sent at once.
//   3. Something collides: record the conflict; the change waits (and later changes of the checklist
//      with it) until the user chooses on the checklist screen.
// If the page closes between the 409 and step 2 or 3, the change stays in conflict without a record:
// recoverOrphans() fetches the checklist again and runs the merge anew.
import type { Checklist } from '../../../../contract/checklists';
import { CHECKLIST_UPDATED_ELSEWHERE } from '../../../../contract/checklist-constants';
import type { GroundworkDatabase, OutboxItem } from '../../../offline/db';
import { currentSyncEngine } from '../../../offline/sync-engine';
import { getChecklist } from '../api/get-checklist';
import { checklistFields } from '../lib/fields';
import { mergeThreeWay, resolveConflicts, type Choices, type FieldMap } from '../lib/merge';
import { orphanConflicts, recordConflict, replaceChange, type ChecklistConflictRecord } from './change-store';
import { checklistIdOfEntity, readChange, type QueuedChecklistChange } from './queued-change';

const pick = (fields: FieldMap, keys: string[]): FieldMap =>
  Object.fromEntries(keys.map((k) => [k, fields[k] ?? null]));

/**
 * The change to queue for `changes` on top of `server`: based on its version, starting from its
 * values, and keeping when each was set on the device (`times` of the change it replaces).
 */
function rebased(
  checklistId: number,
  server: Checklist,
  changes: FieldMap,
  times: Record<string, string> = {},
): QueuedChecklistChange | null {
  const keys = Object.keys(changes);
  if (keys.length === 0) return null;
  const kept = Object.fromEntries(keys.flatMap((k) => (times[k] ? [[k, times[k]] as const] : [])));
  return { checklistId, version: server.version, changes, base: pick(checklistFields(server), keys), times: kept };
}

export async function mergeConflict(db: GroundworkDatabase, item: OutboxItem, server: Checklist): Promise<void> {
  const checklistId = checklistIdOfEntity(item.entity_key);
  const { base, changes, times } = readChange(checklistId, item.body);
  const result = mergeThreeWay(base, changes, checklistFields(server));
  if (result.conflicts.length === 0) {
    await replaceChange(db, item, rebased(checklistId, server, result.changes, times));
    return;
  }
  await recordConflict(db, item, { base, local: changes, server }, CHECKLIST_UPDATED_ELSEWHERE);
}

/** The user chose a side for each conflicting field: queue the outcome in the conflicted change's place. */
export async function resolveConflict(
  db: GroundworkDatabase,
  item: OutboxItem,
  record: ChecklistConflictRecord,
  choices: Choices,
): Promise<void> {
  const checklistId = checklistIdOfEntity(item.entity_key);
  const result = mergeThreeWay(record.base, record.local, checklistFields(record.server));
  const { times } = readChange(checklistId, item.body);
  await replaceChange(db, item, rebased(checklistId, record.server, resolveConflicts(result, choices), times));
  // The replay stopped at this change; the decided one goes now.
  currentSyncEngine()?.kick();
}

/** Changes left in conflict by a page that closed before recording the merge: merge them again. */
export async function recoverOrphans(db: GroundworkDatabase): Promise<void> {
  for (const item of await orphanConflicts(db)) {
    try {
      await mergeConflict(db, item, await getChecklist(checklistIdOfEntity(item.entity_key)));
    } catch (error) {
      // Offline or gone: try again the next time a checklist screen opens.
      console.warn('checklist conflict recovery failed', error);
    }
  }
}
