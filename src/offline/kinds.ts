// Outbox kinds: each feature registers the changes it queues (name `area.verb`), how to turn the
// user's input into the request, and how to apply the server's answer locally. The sync engine
// knows nothing about features; adding a kind never touches it.
import type { OutboxItem } from './db';

export interface QueuedRequest {
  method: OutboxItem['method'];
  path: string;
  body: unknown;
  /** Changes with the same key replay in order and wait behind an earlier one that failed. */
  entityKey: string;
}

export interface OutboxKind<Input = unknown> {
  kind: string;
  toRequest(input: Input): QueuedRequest;
  /** After the server took the change: update caches, drop local copies, etc. */
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
