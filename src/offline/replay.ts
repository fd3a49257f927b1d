// Replays the outbox against the API (ARCHITECTURE.md, sync rules 2–4, 8). One replayer at a time
// for a given database, across tabs and the service worker, through a Web Lock. A tab that finds
// the lock taken may leave the work to its holder, or (the engine does) wait in line and replay
// after it: if the holder's tab closes mid-run, the lock is released and the queue goes on at
// once instead of waiting for another tab's timer. The protocol, per run:
//   1. Take the oldest pending change (by seq). A change left "sending" by a closed tab counts as
//      pending: its retry carries the same Idempotency-Key, so the server applies it once.
//   2. Skip changes whose entity has an earlier change needing attention or in conflict, so one
//      entity's changes never apply out of order; other entities go on.
//   3. If that change is backing off, stop: later changes wait, to keep the order.
//   4. Send it (the token is attached at send time; Idempotency-Key = its id) and act on the
//      outcome (outcome.ts). Repeat until the queue is empty, paused or backing off.
import type { GroundworkDatabase, OutboxItem } from './db';
import { backoffDelay } from './backoff';
import { getOutboxKind } from './kinds';
import { classifyFailure } from './outcome';

export interface ReplayOptions {
  db: GroundworkDatabase;
  /** Sends one change; resolves with the answer's body or throws the client's typed error. */
  send: (item: OutboxItem) => Promise<unknown>;
  now?: () => number;
  random?: () => number;
  /** Omit to use navigator.locks when present. */
  locks?: LockManager | null;
  /**
   * When another tab or worker holds the lock: wait for it to be released, then replay (true), or
   * answer 'busy' at once (false, the default). Waiting covers a holder whose tab closes mid-run,
   * and a change queued just as the holder found the queue empty.
   */
  waitIfBusy?: boolean;
  /** Gives up waiting for the lock (the engine stopping). */
  signal?: AbortSignal;
}

export interface ReplaySummary {
  sent: number;
  needsAttention: number;
  conflicts: number;
  /** Why the run stopped early, if it did. */
  stopped: 'empty' | 'backoff' | 'paused' | 'busy';
  pauseReason?: string;
  /** When the next attempt is due (ms since epoch), when stopped on backoff. */
  nextAttemptAt?: number;
}

async function nextItem(db: GroundworkDatabase): Promise<OutboxItem | undefined> {
  const blocked = new Set<string>();
  let found: OutboxItem | undefined;
  await db.outbox
    .orderBy('seq')
    .until(() => found !== undefined)
    .each((item) => {
      if (item.state === 'failed' || item.state === 'conflict') blocked.add(item.entity_key);
      else if (!blocked.has(item.entity_key)) found = item;
    });
  return found;
}

interface Claim {
  /** The change to send now, already marked sending with this attempt counted. */
  item?: OutboxItem;
  /** When the first change in line is due, if it is backing off (step 3). */
  dueAt?: number;
}

/**
 * Steps 1–3 in one transaction: drop the change just answered (if any), find the next one and mark
 * it sending with its attempt counted. Counting the attempt in the same transaction that reads the
 * change freezes its body before the request leaves (amendUnsent refuses attempted changes), so a
 * retry always carries the body its Idempotency-Key was first used with. One transaction per
 * change sent also means one update for the UI's live views, not three.
 */
function claimNext(db: GroundworkDatabase, answeredId: string | null, now: number): Promise<Claim> {
  return db.transaction('rw', db.outbox, async () => {
    if (answeredId) await db.outbox.delete(answeredId);
    const next = await nextItem(db);
    if (!next) return {};
    if (next.next_attempt_at > now) return { dueAt: next.next_attempt_at };
    const item: OutboxItem = { ...next, state: 'sending', attempts: next.attempts + 1 };
    await db.outbox.put(item);
    return { item };
  });
}

async function runOnce(options: ReplayOptions): Promise<ReplaySummary> {
  const { db, send, now = Date.now, random = Math.random } = options;
  const summary: ReplaySummary = { sent: 0, needsAttention: 0, conflicts: 0, stopped: 'empty' };
  let answered: { item: OutboxItem; result: unknown } | null = null;
  for (;;) {
    const { item, dueAt } = await claimNext(db, answered?.item.id ?? null, now());
    if (answered) {
      // Step 4's local follow-up, once the answered change has left the outbox.
      await applyDone(answered.item, answered.result);
      answered = null;
    }
    if (dueAt !== undefined) return { ...summary, stopped: 'backoff', nextAttemptAt: dueAt };
    if (!item) return summary;
    const kind = getOutboxKind(item.kind);

    let result: unknown;
    try {
      result = await send(item);
    } catch (error) {
      const outcome = classifyFailure(error, { mergesConflicts: Boolean(kind?.onConflict) });
      if (outcome.type === 'retry') {
        const next = now() + backoffDelay(item.attempts, random);
        await db.outbox.update(item.id, { state: 'pending', next_attempt_at: next, last_error: outcome.reason });
        return { ...summary, stopped: 'backoff', nextAttemptAt: next };
      }
      if (outcome.type === 'pause') {
        // Not the change's fault: give the attempt back and keep it first in line.
        await db.outbox.update(item.id, { state: 'pending', attempts: item.attempts - 1, last_error: outcome.reason });
        return { ...summary, stopped: 'paused', pauseReason: outcome.reason };
      }
      if (outcome.type === 'conflict') {
        await db.outbox.update(item.id, { state: 'conflict', last_error: null });
        await kind?.onConflict?.(item, outcome.server);
        summary.conflicts++;
        continue;
      }
      if (outcome.type === 'needs-attention') {
        await db.outbox.update(item.id, { state: 'failed', last_error: outcome.message });
        summary.needsAttention++;
        continue;
      }
      continue;
    }
    // Removed from the outbox by the next claim, in the same transaction.
    answered = { item, result };
    summary.sent++;
  }
}

async function applyDone(item: OutboxItem, result: unknown): Promise<void> {
  try {
    await getOutboxKind(item.kind)?.onDone?.(result, item);
  } catch (error) {
    // The server has the change; a local follow-up failing must not resend it.
    console.error(`outbox ${item.kind} onDone failed`, error);
  }
}

export function replayLockName(db: GroundworkDatabase): string {
  return `groundwork.replay.${db.name}`;
}

const busy = (): ReplaySummary => ({ sent: 0, needsAttention: 0, conflicts: 0, stopped: 'busy' });

/**
 * Runs the replay if no other tab or worker is replaying this database right now; with
 * `waitIfBusy`, once the one replaying now is done.
 */
export async function replayOutbox(options: ReplayOptions): Promise<ReplaySummary> {
  const locks = options.locks === undefined ? (globalThis.navigator?.locks ?? null) : options.locks;
  if (!locks) return runOnce(options);
  const name = replayLockName(options.db);
  const result = await locks.request(name, { ifAvailable: true }, (lock) => (lock ? runOnce(options) : null));
  if (result || !options.waitIfBusy || options.signal?.aborted) return result ?? busy();
  try {
    return await locks.request(name, options.signal ? { signal: options.signal } : {}, () => runOnce(options));
  } catch (error) {
    // Aborted before the lock came: nothing was sent by us.
    if (options.signal?.aborted) return busy();
    throw error;
  }
}
