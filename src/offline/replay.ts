// Replays the outbox against the API (ARCHITECTURE.md, sync rules 2–4, 8). One replayer at a time
// for a given database, across tabs and the service worker, through a Web Lock. A tab that finds
// the lock taken may leave the work to its holder, or (the engine does) wait in line and replay
// after it: if the holder's tab closes mid-run, the lock is released and the queue goes on at
// once instead of waiting for another tab's timer. The protocol, per run:
//   1. Take the oldest pending change (by seq). A change left "sending" by a closed tab counts as
//      pending: its retry carries the same Idempotency-Key, so the server applies it once.
//   2. Skip changes whose entity has an earlier change needing attention or in conflict, so one
//      entity's changes never apply out of order; other entities go on.
//   3. If that change is backing off, stop: later changes wait, to keep the order. Its retry time is
//      a device clock time: one more than the retry cap ahead (the clock was set back) is brought
//      back to the cap, so a clock change never holds the queue longer than a normal backoff.
//   4. Send it (the token is attached at send time; Idempotency-Key = its id) and act on the
//      outcome (outcome.ts). Repeat until the queue is empty, paused or backing off.
// Kinds with a `batch` (kinds.ts) send the change in line and the waiting changes of the same kind
// right behind it as one request, whose key is the batch's id, kept on its members until answered;
// a change with none behind it goes as the kind's own request, under its own id.
// Changes queued against something created offline (`created_by`, kinds.ts) are addressed when
// claimed: the creating change's answer recorded the server's id (created_ids) in the transaction
// that took it out of the outbox, so the id is there even if the page closed before it looked.
import { ApiError } from '../api/errors';
import type { GroundworkDatabase, OutboxItem } from './db';
import { backoffDelay, boundedDueAt } from './backoff';
import { CREATION_DISCARDED, resolvedPath, settleAnswered, type Answered } from './created-ids';
import { getOutboxKind, type OutboxBatch } from './kinds';
import { classifyFailure } from './outcome';

export { CREATED_ID_KEEP_MS, CREATION_DISCARDED } from './created-ids';

/** One request of the replay: a single change, or a batch of changes of one kind. */
export interface OutgoingRequest {
  /** The Idempotency-Key: the change's id, or the batch's id. */
  key: string;
  method: OutboxItem['method'];
  path: string;
  body: unknown;
  /** Device time of the oldest change in it (for the server's Outbox-Age-Ms). */
  created_at: string;
  /** The changes it carries, oldest first, already marked sending. */
  items: OutboxItem[];
}

export interface ReplayOptions {
  db: GroundworkDatabase;
  /** Sends one request; resolves with the answer's body or throws the client's typed error. */
  send: (request: OutgoingRequest) => Promise<unknown>;
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
  /** Changes the server took. */
  sent: number;
  needsAttention: number;
  conflicts: number;
  /** Why the run stopped early, if it did. */
  stopped: 'empty' | 'backoff' | 'paused' | 'offline' | 'busy';
  pauseReason?: string;
  /** When the next attempt is due (ms since epoch), when stopped on backoff. */
  nextAttemptAt?: number;
}

/** Whether a change may still be sent (a change left "sending" by a closed tab counts). */
const waiting = (item: OutboxItem) => item.state === 'pending' || item.state === 'sending';

/**
 * Steps 1–2: the first change in line, and for a batching kind the waiting changes of the same kind
 * right behind it (up to `batch.max`, one per entity). Changes of blocked entities are passed over;
 * anything else ends the batch, so changes of other kinds never overtake.
 */
async function nextChanges(db: GroundworkDatabase, now: number): Promise<OutboxItem[]> {
  const blocked = new Set<string>();
  const found: OutboxItem[] = [];
  let batch: OutboxBatch | undefined;
  let done = false;
  await db.outbox
    .orderBy('seq')
    .until(() => done)
    .each((item) => {
      if (item.state === 'failed' || item.state === 'conflict') {
        blocked.add(item.entity_key);
        return;
      }
      if (blocked.has(item.entity_key)) return;
      if (found.length === 0) {
        found.push(item);
        batch = getOutboxKind(item.kind)?.batch;
        done = !batch || item.batch_id !== undefined || item.next_attempt_at > now;
        return;
      }
      // One change per entity in a batch: the server may refuse the first, and a later change of
      // the same entity must then wait behind it, not be applied in the same request.
      const joins =
        item.kind === found[0]!.kind &&
        waiting(item) &&
        item.batch_id === undefined &&
        item.next_attempt_at <= now &&
        !found.some((f) => f.entity_key === item.entity_key);
      if (joins) found.push(item);
      done = !joins || found.length >= batch!.max;
    });
  return found;
}

interface Claim {
  /** The request to send now, its changes already marked sending with this attempt counted. */
  request?: OutgoingRequest;
  /** When the first change in line is due, if it is backing off (step 3). */
  dueAt?: number;
  /** Changes moved to needs attention on the way (their creation was discarded). */
  refused: number;
}

/**
 * Steps 1–3 in one transaction: drop the changes just answered, find the next ones and mark them
 * sending with their attempt counted. Counting the attempt in the same transaction that reads the
 * change freezes its body before the request leaves (amendUnsent refuses attempted changes), so a
 * retry always carries the body its Idempotency-Key was first used with. One transaction per
 * request also means one update for the UI's live views, not three.
 */
function claimNext(db: GroundworkDatabase, answered: Answered | null, now: number): Promise<Claim> {
  return db.transaction('rw', db.outbox, db.created_ids, async () => {
    await settleAnswered(db, answered, now);
    let refused = 0;
    for (;;) {
      const next = await nextChanges(db, now);
      const head = next[0];
      if (!head) return { refused };
      if (head.next_attempt_at > now) {
        // Saved as bounded, so the wait shrinks run by run even while the clock stays behind.
        const dueAt = boundedDueAt(head.next_attempt_at, now);
        if (dueAt < head.next_attempt_at) await db.outbox.update(head.id, { next_attempt_at: dueAt });
        return { dueAt, refused };
      }
      const batch = getOutboxKind(head.kind)?.batch;
      const request = batch ? await claimBatch(db, next, batch) : await claimSingle(db, head);
      if (request) return { request, refused };
      // Its creation was discarded: it needs attention, and the next change is looked at.
      refused++;
    }
  });
}

/** Marks one change sending, addressed (created_by) — or needing attention when it cannot be. */
async function claimSingle(db: GroundworkDatabase, head: OutboxItem): Promise<OutgoingRequest | null> {
  const path = await resolvedPath(db, head);
  if (path === null) {
    await db.outbox.update(head.id, { state: 'failed', last_error: CREATION_DISCARDED });
    return null;
  }
  const item: OutboxItem = { ...head, path, state: 'sending', attempts: head.attempts + 1 };
  await db.outbox.put(item);
  return { key: item.id, ...pick(item), items: [item] };
}

/** Marks a batch sending: the changes found, or a batch tried before as it was (same changes, same key). */
async function claimBatch(db: GroundworkDatabase, next: OutboxItem[], batch: OutboxBatch): Promise<OutgoingRequest> {
  const head = next[0]!;
  const members = head.batch_id ? await db.outbox.where('batch_id').equals(head.batch_id).sortBy('seq') : next;
  // A change alone goes as the kind's own request under its own id (a punch tapped online is one
  // ordinary call); the batch id still holds it, so a retry cannot take others in under that key.
  const alone = members.length === 1 && (head.batch_id === undefined || head.batch_id === head.id);
  const batchId = head.batch_id ?? (alone ? head.id : crypto.randomUUID());
  const items = members.map((m): OutboxItem => ({
    ...m,
    state: 'sending',
    attempts: m.attempts + 1,
    batch_id: batchId,
  }));
  await db.outbox.bulkPut(items);
  if (alone) return { key: batchId, ...pick(items[0]!), items };
  const { method, path, body } = batch.toRequest(items);
  return { key: batchId, method, path, body, created_at: head.created_at, items };
}

const pick = ({ method, path, body, created_at }: OutboxItem) => ({ method, path, body, created_at });

/** Changes back in line after a failed attempt, with what to change on each. */
function updateAll(db: GroundworkDatabase, items: OutboxItem[], change: (item: OutboxItem) => Partial<OutboxItem>) {
  return db.outbox.bulkUpdate(items.map((item) => ({ key: item.id, changes: change(item) })));
}

/** The server's answer per change: null when saved, or its message (batches only have both). */
function perItemErrors(request: OutgoingRequest, result: unknown): (string | null)[] {
  const batch = getOutboxKind(request.items[0]!.kind)?.batch;
  if (!batch) return [null];
  const errors = batch.itemErrors(result, request.items);
  return request.items.map((_, i) => errors[i] ?? null);
}

async function runOnce(options: ReplayOptions): Promise<ReplaySummary> {
  const { db, send, now = Date.now, random = Math.random } = options;
  const summary: ReplaySummary = { sent: 0, needsAttention: 0, conflicts: 0, stopped: 'empty' };
  let answered: Answered | null = null;
  for (;;) {
    const { request, dueAt, refused: unaddressable } = await claimNext(db, answered, now());
    summary.needsAttention += unaddressable;
    if (answered) {
      // Step 4's local follow-up, once the answered changes have left the outbox.
      for (const item of answered.items) await applyDone(item, answered.result);
      answered = null;
    }
    if (dueAt !== undefined) return { ...summary, stopped: 'backoff', nextAttemptAt: dueAt };
    if (!request) return summary;
    const { items } = request;
    const kind = getOutboxKind(items[0]!.kind);
    // Once answered, a batch's id has served: a change it failed is retried under a new batch.
    const unbatched = { batch_id: undefined };

    let result: unknown;
    try {
      result = await send(request);
    } catch (error) {
      if (error instanceof ApiError && kind?.doneOn?.includes(error.status)) {
        // What the user asked for already holds (e.g. deleted elsewhere): done, with no answer.
        answered = { items, result: undefined };
        summary.sent += items.length;
        continue;
      }
      // Batches do not merge conflicts: a 409 on one needs attention like any other refusal.
      const outcome = classifyFailure(error, { mergesConflicts: !kind?.batch && Boolean(kind?.onConflict) });
      if (outcome.type === 'retry') {
        const next = now() + backoffDelay(items[0]!.attempts, random);
        await updateAll(db, items, () => ({ state: 'pending', next_attempt_at: next, last_error: outcome.reason }));
        return { ...summary, stopped: 'backoff', nextAttemptAt: next };
      }
      if (outcome.type === 'pause' || outcome.type === 'not-sent') {
        // Not the changes' fault: give the attempt back and keep them first in line. A batch that
        // went out before (its answer lost) keeps its id, so it is resent as it was; one that never
        // reached the server is formed afresh, so values typed offline after it join it.
        const reason = outcome.reason;
        await updateAll(db, items, (i) => ({
          state: 'pending',
          attempts: i.attempts - 1,
          last_error: reason,
          ...(i.attempts - 1 === 0 ? unbatched : {}),
        }));
        // Offline: the 'online' event starts the next run; no backoff, no pause for the user.
        if (outcome.type === 'not-sent') return { ...summary, stopped: 'offline' };
        return { ...summary, stopped: 'paused', pauseReason: outcome.reason };
      }
      if (outcome.type === 'conflict') {
        const [item] = items as [OutboxItem];
        await db.outbox.update(item.id, { state: 'conflict', last_error: null });
        await kind?.onConflict?.(item, outcome.server);
        summary.conflicts++;
        continue;
      }
      const message = outcome.type === 'needs-attention' ? outcome.message : String(error);
      await updateAll(db, items, () => ({ state: 'failed', last_error: message, ...unbatched }));
      summary.needsAttention += items.length;
      continue;
    }
    const errors = perItemErrors(request, result);
    const refused = items.filter((_, i) => errors[i] !== null);
    if (refused.length > 0) {
      await updateAll(db, refused, (item) => ({
        state: 'failed',
        last_error: errors[items.indexOf(item)]!,
        ...unbatched,
      }));
      summary.needsAttention += refused.length;
    }
    // Removed from the outbox by the next claim, in the same transaction.
    const saved = items.filter((_, i) => errors[i] === null);
    answered = { items: saved, result };
    summary.sent += saved.length;
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
