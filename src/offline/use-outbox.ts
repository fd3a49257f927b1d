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
