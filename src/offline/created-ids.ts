// The server's ids of things created by queued changes (a to-do added offline), for the changes
// queued against them (kinds.ts `createdBy`). Recorded from the creating change's answer in the
// replay transaction that takes it out of the outbox (so no reload can lose it), and read when a
// later change is claimed, to put the id in its path.
import type { GroundworkDatabase, OutboxItem } from './db';
import { CREATED_ID, getOutboxKind } from './kinds';

/** How long the server's id of something created offline is kept once no change refers to it. */
export const CREATED_ID_KEEP_MS = 30 * 24 * 60 * 60_000;

/** The message of a change whose creating change was discarded (nothing to address). */
export const CREATION_DISCARDED = 'What this change was for was never created on the server.';

export interface Answered {
  items: OutboxItem[];
  result: unknown;
}

/** Takes answered changes out of the outbox, keeping the server's id of what creating ones made. */
export async function settleAnswered(db: GroundworkDatabase, answered: Answered | null, now: number): Promise<void> {
  if (!answered || answered.items.length === 0) return;
  await db.outbox.bulkDelete(answered.items.map((item) => item.id));
  for (const item of answered.items) {
    const id = getOutboxKind(item.kind)?.createdId?.(answered.result);
    if (id === undefined) continue;
    await db.created_ids.put({ key: item.id, id, at: now });
    // Old records no waiting change refers to are dropped (a scan only when some are that old).
    const old = await db.created_ids
      .where('at')
      .below(now - CREATED_ID_KEEP_MS)
      .primaryKeys();
    if (old.length === 0) continue;
    const referred = new Set(
      (await db.outbox.filter((i) => i.created_by !== undefined).toArray()).map((i) => i.created_by),
    );
    await db.created_ids.bulkDelete(old.filter((key) => !referred.has(key)));
  }
}

/**
 * The path of a change queued against something created offline, with the server's id in it; null
 * when the creating change was answered without an id or discarded (it is no longer queued: being
 * earlier and of the same entity, it would otherwise be sent or block this one first).
 */
export async function resolvedPath(db: GroundworkDatabase, item: OutboxItem): Promise<string | null> {
  if (item.created_by === undefined || !item.path.includes(CREATED_ID)) return item.path;
  const created = await db.created_ids.get(item.created_by);
  return created ? item.path.replaceAll(CREATED_ID, encodeURIComponent(String(created.id))) : null;
}
