// Live views of the signed-in user's outbox for the UI: every change with its state (the Pending
// changes screen), a summary for badges, and the actions a user may take on a change. The views
// refresh after each change, throttled while a drain streams them in (live-outbox.ts).
import { useCallback } from 'react';
import { useSession } from '../api/session';
import { userDatabase, type GroundworkDatabase, type OutboxItem } from './db';
import { useLiveOutbox } from './live-outbox';
import { discardItem, listOutbox, retryItem } from './outbox';
import { currentSyncEngine } from './sync-engine';

export interface OutboxSummary {
  /** Waiting to be sent (including one being sent now). */
  waiting: number;
  /** Refused by the server; the user decides. */
  needsAttention: number;
  conflicts: number;
}

const EMPTY: OutboxSummary = { waiting: 0, needsAttention: 0, conflicts: 0 };

function useUserDatabase() {
  const session = useSession();
  return session ? userDatabase(session.userId, session.companyId) : null;
}

export function useOutboxItems(kind?: string): OutboxItem[] | undefined {
  const db = useUserDatabase();
  const read = useCallback(
    async (from: GroundworkDatabase) => {
      const items = await listOutbox(from);
      return kind ? items.filter((i) => i.kind === kind) : items;
    },
    [kind],
  );
  const items = useLiveOutbox(db, read);
  // Signed out: nothing waits for this (absent) user.
  return db ? items : [];
}

export interface QueuedChanges {
  /** The changes of the kinds asked for, oldest first. */
  items: OutboxItem[];
  /**
   * The server's ids of things created by changes that already left the outbox, by the creating
   * change's id: for the items among these that were queued against such a creation (`created_by`).
   */
  createdIds: ReadonlyMap<string, number | string>;
}

/**
 * The changes of some kinds, with what the device knows of their creations: a screen showing what
 * waits (to-dos added, ticked, renamed offline) matches a change to something created offline with
 * the server's copy of it once that creation went. `kinds` must keep its identity between renders.
 */
export function useQueuedChanges(kinds: ReadonlySet<string>): QueuedChanges | undefined {
  const db = useUserDatabase();
  const read = useCallback(
    (from: GroundworkDatabase) =>
      // One read transaction: the creation leaves the outbox and its id is recorded together.
      from.transaction('r', from.outbox, from.created_ids, async () => {
        const items = (await listOutbox(from)).filter((item) => kinds.has(item.kind));
        const keys = [...new Set(items.flatMap((item) => (item.created_by ? [item.created_by] : [])))];
        const records = await from.created_ids.bulkGet(keys);
        const createdIds = new Map(records.flatMap((record) => (record ? [[record.key, record.id] as const] : [])));
        return { items, createdIds };
      }),
    [kinds],
  );
  const queued = useLiveOutbox(db, read);
  return db ? queued : NOTHING_QUEUED;
}

const NOTHING_QUEUED: QueuedChanges = { items: [], createdIds: new Map() };

export function useOutboxSummary(): OutboxSummary {
  const items = useOutboxItems();
  if (!items) return EMPTY;
  return {
    waiting: items.filter((i) => i.state === 'pending' || i.state === 'sending').length,
    needsAttention: items.filter((i) => i.state === 'failed').length,
    conflicts: items.filter((i) => i.state === 'conflict').length,
  };
}

export function useOutboxActions() {
  const db = useUserDatabase();
  return {
    retry: async (id: string) => {
      if (!db) return;
      await retryItem(db, id);
      currentSyncEngine()?.kick();
    },
    discard: async (id: string) => {
      if (!db) return;
      await discardItem(db, id);
      // Later changes of its entity were held behind it: they may go now, not at the next timer.
      currentSyncEngine()?.kick();
    },
    syncNow: () => currentSyncEngine()?.kick(),
  };
}
