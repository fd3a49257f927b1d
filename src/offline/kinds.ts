// Outbox kinds: each feature registers the changes it queues (name `area.verb`), how to turn the
// user's input into the request, and how to apply the server's answer locally. The sync engine
// knows nothing about features; adding a kind never touches it.
import type { OutboxItem } from './db';
import type { MessageKey } from '../i18n/message-key';

export interface QueuedRequest {
  method: OutboxItem['method'];
  path: string;
  body: unknown;
  /** Changes with the same key replay in order and wait behind an earlier one that failed. */
  entityKey: string;
}

/**
 * A kind whose changes replay many to a request (stat values through a bulk endpoint). Consecutive
 * waiting changes of the kind form a batch; the batch keeps its id (its Idempotency-Key) on its
 * members until the server answered, so a retry sends the same changes under the same key.
 */
export interface OutboxBatch {
  /** Most changes sent in one request. */
  max: number;
  /** One request for consecutive queued changes of this kind, oldest first. */
  toRequest(items: OutboxItem[]): Omit<QueuedRequest, 'entityKey'>;
  /** From a 2xx answer: per item (same order), null when it was saved, or the server's message. */
  itemErrors(result: unknown, items: OutboxItem[]): (string | null)[];
}

export interface OutboxKind<Input = unknown> {
  kind: string;
  /** i18n key of what such a change is, for people (the Pending changes screen). */
  label?: MessageKey;
  toRequest(input: Input): QueuedRequest;
  /** Replay many changes of this kind in one request (the single request is then unused). */
  batch?: OutboxBatch;
  /** After the server took the change: update caches, drop local copies, etc. For a batch, called
   * for each change the server saved, with the whole answer. */
  onDone?(result: unknown, item: OutboxItem): void | Promise<void>;
  /** Kinds that merge 409 conflicts (checklists) store them instead of failing. */
  onConflict?(item: OutboxItem, server: unknown): Promise<void>;
}

const registry = new Map<string, OutboxKind>();

export function registerOutboxKind<Input>(definition: OutboxKind<Input>): OutboxKind<Input> {
  registry.set(definition.kind, definition as OutboxKind);
  return definition;
}

export function getOutboxKind(kind: string): OutboxKind | undefined {
  return registry.get(kind);
}
