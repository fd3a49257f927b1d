// The one way features record a change: write it to the signed-in user's outbox, then let the sync
// engine send it. Resolves once the change is saved on this device.
import { getSession } from '../api/session';
import { userDatabase, type OutboxItem } from './db';
import { amendUnsent, enqueue, enqueueLatest, latestWaitingBody, withdrawUnsent, type EnqueueOptions } from './outbox';
import { currentSyncEngine, requestBackgroundSync } from './sync-engine';

export class NotSignedInError extends Error {
  constructor() {
    super('Sign in to save changes on this device.');
  }
}

function sessionDatabase() {
  const session = getSession();
  if (!session) throw new NotSignedInError();
  return userDatabase(session.userId, session.companyId);
}

export async function queueChange<Input>(kind: string, input: Input, options?: EnqueueOptions): Promise<OutboxItem> {
  const item = await enqueue(sessionDatabase(), kind, input, options);
  currentSyncEngine()?.kick();
  void requestBackgroundSync();
  return item;
}

/** Queues the latest state of an entity, replacing an earlier state not sent yet (outbox.ts). */
export async function queueLatestChange<Input>(kind: string, input: Input): Promise<OutboxItem> {
  const item = await enqueueLatest(sessionDatabase(), kind, input);
  currentSyncEngine()?.kick();
  void requestBackgroundSync();
  return item;
}

/** The newest body waiting to be sent for this entity key (undefined when none waits). */
export function waitingChangeBody(entityKey: string): Promise<unknown> {
  return latestWaitingBody(sessionDatabase(), entityKey);
}

/** Amends a change not sent yet (e.g. adds the location fix) and releases it for sending. */
export async function amendQueuedChange(id: string, amend: (body: unknown) => unknown): Promise<boolean> {
  const applied = await amendUnsent(sessionDatabase(), id, amend);
  currentSyncEngine()?.kick();
  return applied;
}

/** Releases a held change as it is (e.g. the location fix did not come). */
export async function releaseQueuedChange(id: string): Promise<void> {
  await amendQueuedChange(id, (body) => body);
}

/** Takes back a change not sent yet (an undo); false when it may have reached the server (outbox.ts). */
export function withdrawQueuedChange(id: string): Promise<boolean> {
  return withdrawUnsent(sessionDatabase(), id);
}

/** Whether changes to this entity still wait to be sent (a fresh server copy would not show them yet). */
export async function hasQueuedChanges(entityKey: string): Promise<boolean> {
  return (await sessionDatabase().outbox.where('entity_key').equals(entityKey).count()) > 0;
}
