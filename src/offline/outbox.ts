// Writing to and managing the outbox. A change is "saved on this device" when enqueue() resolves:
// Dexie resolves a transaction only after IndexedDB committed it (with strict durability, on disk).
import type { GroundworkDatabase, OutboxItem } from './db';
import { getOutboxKind } from './kinds';

/** Local time with its UTC offset, e.g. 2026-11-21T09:15:02.123-05:00 (the user's clock as seen). */
export function deviceTimeIso(date: Date = new Date()): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const local = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, 23);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export interface EnqueueOptions {
  /** Keep the change back until this time (ms since epoch), e.g. while a location fix arrives. */
  holdUntil?: number;
  /**
   * The change's id, when it was already sent once under this Idempotency-Key without an answer
   * (a save tried online first): its replay then cannot apply it a second time.
   */
  id?: string;
}

export async function enqueue<Input>(
  db: GroundworkDatabase,
  kind: string,
  input: Input,
  options: EnqueueOptions = {},
): Promise<OutboxItem> {
  const definition = getOutboxKind(kind);
  if (!definition) throw new Error(`Unknown outbox kind: ${kind}`);
  const request = definition.toRequest(input);
  return db.transaction('rw', db.outbox, async () => {
    // Inside the transaction: IndexedDB serialises writers, so seq stays unique across tabs.
    const last = await db.outbox.orderBy('seq').last();
    const item: OutboxItem = {
      id: options.id ?? crypto.randomUUID(),
      kind,
      method: request.method,
      path: request.path,
      body: request.body,
      entity_key: request.entityKey,
      ...(request.createdBy === undefined ? {} : { created_by: request.createdBy }),
      created_at: deviceTimeIso(),
      seq: (last?.seq ?? 0) + 1,
      attempts: 0,
      next_attempt_at: options.holdUntil ?? 0,
      state: 'pending',
      last_error: null,
    };
    await db.outbox.add(item);
    return item;
  });
}

/**
 * Changes the body of a change that was never sent, and releases it for sending. Once a request
 * went out its body is frozen: a retry must match its Idempotency-Key. Returns whether it applied.
 */
export async function amendUnsent(
  db: GroundworkDatabase,
  id: string,
  amend: (body: unknown) => unknown,
): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    if (!item || item.attempts > 0 || item.state !== 'pending') return false;
    await db.outbox.update(id, { body: amend(item.body), next_attempt_at: 0 });
    return true;
  });
}

/**
 * Records a change that supersedes any earlier unsent one with the same entity key and kind (the
 * latest state of something wins, e.g. a SCORM runtime's commits): the newest waiting change that
 * has never been sent takes the new body, keeping its place and id; otherwise (none waits, or it
 * is already on its way) a new change is added behind. Nothing already sent is touched, so nothing
 * is lost and the server still sees the states in order.
 */
export async function enqueueLatest<Input>(db: GroundworkDatabase, kind: string, input: Input): Promise<OutboxItem> {
  const definition = getOutboxKind(kind);
  if (!definition) throw new Error(`Unknown outbox kind: ${kind}`);
  const request = definition.toRequest(input);
  return db.transaction('rw', db.outbox, async () => {
    const same = await db.outbox.where('entity_key').equals(request.entityKey).sortBy('seq');
    const last = same.at(-1);
    if (last && last.kind === kind && last.state === 'pending' && last.attempts === 0) {
      const item = { ...last, body: request.body, path: request.path, created_at: deviceTimeIso() };
      if (request.createdBy === undefined) delete item.created_by;
      else item.created_by = request.createdBy;
      await db.outbox.put(item);
      return item;
    }
    return enqueue(db, kind, input);
  });
}

/** The body of the newest change waiting for this entity key, if any (what the device knows last). */
export async function latestWaitingBody(db: GroundworkDatabase, entityKey: string): Promise<unknown> {
  const same = await db.outbox.where('entity_key').equals(entityKey).sortBy('seq');
  return same.at(-1)?.body;
}

/**
 * Ends the backoff of changes that failed for lack of network: when the device comes back online
 * they should go at once, not when their delay runs out. Changes held for another reason (never
 * attempted, e.g. waiting for a location fix) keep their hold.
 */
export async function releaseBackoff(db: GroundworkDatabase): Promise<void> {
  await db.outbox
    .where('state')
    .equals('pending')
    .filter((item) => item.attempts > 0 && item.next_attempt_at > 0)
    .modify({ next_attempt_at: 0 });
}

/** Everything waiting, oldest first. */
export function listOutbox(db: GroundworkDatabase): Promise<OutboxItem[]> {
  return db.outbox.orderBy('seq').toArray();
}

/** Puts a change that needed attention back in the queue, to be sent now. */
export async function retryItem(db: GroundworkDatabase, id: string): Promise<void> {
  await db.outbox.update(id, { state: 'pending', next_attempt_at: 0, last_error: null });
}

/**
 * Takes back a change that cannot have reached the server (an undo): one never sent, or one the
 * server refused. A change that went out, even unanswered, may be on the server already, so it is
 * left alone (the caller asks for a correction instead). Returns whether it was removed. Checked and
 * removed in one transaction, so the sync engine cannot claim it in between.
 */
export async function withdrawUnsent(db: GroundworkDatabase, id: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    if (!item) return false;
    const unsent = (item.state === 'pending' && item.attempts === 0) || item.state === 'failed';
    if (!unsent) return false;
    await db.outbox.delete(id);
    return true;
  });
}

/** Drops a change for good (the UI asks first). */
export async function discardItem(db: GroundworkDatabase, id: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.conflicts, async () => {
    await db.outbox.delete(id);
    await db.conflicts.where('outbox_id').equals(id).delete();
  });
}
