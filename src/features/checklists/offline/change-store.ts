// The checklist's writes to the device database beyond enqueue(): replacing a conflicted change by
// its merge, recording a conflict for the user, and reading both for the screens. Each is one
// IndexedDB transaction, so a page closed half-way leaves either the old state or the new one,
// never a change lost or sent twice. (Only src/offline imports Dexie; this uses the database
// instance src/offline hands out.)
import type { ConflictRecord, GroundworkDatabase, OutboxItem } from '../../../offline/db';
import { getOutboxKind } from '../../../offline/kinds';
import type { Checklist } from '../../../../contract/checklists';
import type { FieldMap } from '../lib/merge';
import { CHECKLIST_CHANGE_KIND, type QueuedChecklistChange } from './queued-change';

/** What a checklist conflict record holds (src/offline/db.ts ConflictRecord, typed). */
export interface ChecklistConflictRecord extends ConflictRecord {
  base: FieldMap;
  local: FieldMap;
  server: Checklist;
}

/**
 * Puts `next` in the place of `item` (same position in the queue, a new id and so a new
 * Idempotency-Key, since the body differs), or just removes `item` when nothing is left to send, and
 * drops its conflict record: all in one transaction.
 */
export async function replaceChange(
  db: GroundworkDatabase,
  item: OutboxItem,
  next: QueuedChecklistChange | null,
): Promise<void> {
  await db.transaction('rw', db.outbox, db.conflicts, async () => {
    await db.outbox.delete(item.id);
    await db.conflicts.where('outbox_id').equals(item.id).delete();
    if (!next) return;
    const request = getOutboxKind(CHECKLIST_CHANGE_KIND)!.toRequest(next);
    await db.outbox.add({
      ...item,
      id: crypto.randomUUID(),
      method: request.method,
      path: request.path,
      body: request.body,
      entity_key: request.entityKey,
      attempts: 0,
      next_attempt_at: 0,
      state: 'pending',
      last_error: null,
      batch_id: undefined,
    });
  });
}

/** Stores what the user must decide; the change stays in the queue, in conflict, until then. */
export async function recordConflict(
  db: GroundworkDatabase,
  item: OutboxItem,
  record: Pick<ChecklistConflictRecord, 'base' | 'local' | 'server'>,
  message: string,
): Promise<void> {
  await db.transaction('rw', db.outbox, db.conflicts, async () => {
    await db.conflicts.where('outbox_id').equals(item.id).delete();
    await db.conflicts.add({
      id: crypto.randomUUID(),
      entity_key: item.entity_key,
      outbox_id: item.id,
      created_at: Date.now(),
      ...record,
    });
    // Touching the change tells the outbox's live views (which the screens read) to look again.
    await db.outbox.update(item.id, { state: 'conflict', last_error: message });
  });
}

/** Changes of this checklist waiting on the device, oldest first, and its open conflicts. */
export async function readChecklistQueue(db: GroundworkDatabase, entityKey: string) {
  const [items, conflicts] = await Promise.all([
    db.outbox.where('entity_key').equals(entityKey).sortBy('seq'),
    db.conflicts.where('entity_key').equals(entityKey).toArray(),
  ]);
  return { items, conflicts: conflicts as ChecklistConflictRecord[] };
}

/** Changes left in conflict without a record (the page closed before the merge was stored). */
export async function orphanConflicts(db: GroundworkDatabase): Promise<OutboxItem[]> {
  const items = await db.outbox.where('state').equals('conflict').toArray();
  const recorded = new Set((await db.conflicts.toArray()).map((c) => c.outbox_id));
  return items.filter((item) => item.kind === CHECKLIST_CHANGE_KIND && !recorded.has(item.id));
}

/** Later unsent changes of the same checklist, to rebase on a newer version. */
export async function unsentAfter(db: GroundworkDatabase, item: OutboxItem): Promise<OutboxItem[]> {
  const all = await db.outbox.where('entity_key').equals(item.entity_key).sortBy('seq');
  return all.filter(
    (other) => other.seq > item.seq && other.kind === item.kind && other.attempts === 0 && other.state === 'pending',
  );
}

/** Amends an unsent change's body if it is still unsent (the replay may have just claimed it). */
export async function amendIfUnsent(db: GroundworkDatabase, id: string, body: unknown): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(id);
    if (!current || current.attempts > 0 || current.state !== 'pending') return false;
    await db.outbox.update(id, { body });
    return true;
  });
}

// ---- images taken on this device ----

const imageKey = (fileId: string) => `checklist-image:${fileId}`;

/** The photo or signature as taken (until uploaded), then where the server serves it. */
export interface StoredImage {
  blob?: Blob;
  url?: string;
}

export async function storeImage(db: GroundworkDatabase, fileId: string, image: StoredImage): Promise<void> {
  await db.offline_content.put({
    key: imageKey(fileId),
    kind: 'checklist-image',
    data: image,
    downloaded_at: Date.now(),
  });
}

export async function readImage(db: GroundworkDatabase, fileId: string): Promise<StoredImage | undefined> {
  return (await db.offline_content.get(imageKey(fileId)))?.data as StoredImage | undefined;
}
