// Saving what the user enters in a checklist on the device first (ARCHITECTURE.md sync rule 1). Edits
// made while a change of the checklist has not left yet are folded into it (one request for a whole
// round of ticking), keeping for each field the value it started from; otherwise a new change is
// queued, based on the version shown. Images are queued as an upload followed by the change that
// refers to them, so the server has the image before the item points at it. Each edit keeps the
// device time it was made at, so "Done by … at" says when, however late it is sent.
import type { Checklist } from '../../../../contract/checklists';
import type { GroundworkDatabase } from '../../../offline/db';
import { deviceTimeIso } from '../../../offline/outbox';
import { NotSignedInError, queueChange } from '../../../offline/queue';
import { currentSyncEngine } from '../../../offline/sync-engine';
import type { FieldValue } from '../lib/merge';
import { amendIfUnsent, storeImage } from './change-store';
import { sessionDatabase } from './session-database';
import { itemKey } from '../lib/fields';
import type { QueuedChecklistUpload } from './checklist-kinds';
import {
  changeRequest,
  checklistEntityKey,
  CHECKLIST_CHANGE_KIND,
  CHECKLIST_UPLOAD_KIND,
  readChange,
  type QueuedChecklistChange,
} from './queued-change';

function database(): GroundworkDatabase {
  const db = sessionDatabase();
  if (!db) throw new NotSignedInError();
  return db;
}

/** Folds the edit into the checklist's last change if that one has not been sent yet. */
async function foldIntoUnsent(
  db: GroundworkDatabase,
  checklistId: number,
  key: string,
  value: FieldValue,
  shown: FieldValue,
  at: string,
) {
  const queue = await db.outbox.where('entity_key').equals(checklistEntityKey(checklistId)).sortBy('seq');
  const last = queue.at(-1);
  if (!last || last.kind !== CHECKLIST_CHANGE_KIND || last.state !== 'pending' || last.attempts > 0) return false;
  const change = readChange(checklistId, last.body);
  const next: QueuedChecklistChange = {
    ...change,
    changes: { ...change.changes, [key]: value },
    base: key in change.base ? change.base : { ...change.base, [key]: shown },
    times: { ...change.times, [key]: at },
  };
  const folded = await amendIfUnsent(db, last.id, changeRequest(next).body);
  if (folded) currentSyncEngine()?.kick();
  return folded;
}

/**
 * Saves `value` for the field `key` of the checklist as shown (`shown`: the value on screen before
 * the edit, which the merge compares with the server's). Resolves once it is on the device.
 */
export async function saveEdit(checklist: Checklist, key: string, value: FieldValue, shown: FieldValue): Promise<void> {
  const at = deviceTimeIso();
  if (await foldIntoUnsent(database(), checklist.id, key, value, shown, at)) return;
  await queueChange<QueuedChecklistChange>(CHECKLIST_CHANGE_KIND, {
    checklistId: checklist.id,
    version: checklist.version,
    changes: { [key]: value },
    base: { [key]: shown },
    times: { [key]: at },
  });
}

/** A photo or signature: kept on the device, uploaded when online, then set as the item's value. */
export async function saveImage(checklist: Checklist, itemId: number, image: Blob, shown: FieldValue): Promise<string> {
  const at = deviceTimeIso();
  const fileId = crypto.randomUUID();
  await storeImage(database(), fileId, { blob: image });
  await queueChange<QueuedChecklistUpload>(CHECKLIST_UPLOAD_KIND, { checklistId: checklist.id, fileId, image });
  // Queued after the upload (never folded into an earlier change), so it is sent after it.
  await queueChange<QueuedChecklistChange>(CHECKLIST_CHANGE_KIND, {
    checklistId: checklist.id,
    version: checklist.version,
    changes: { [itemKey(itemId)]: fileId },
    base: { [itemKey(itemId)]: shown },
    times: { [itemKey(itemId)]: at },
  });
  return fileId;
}
