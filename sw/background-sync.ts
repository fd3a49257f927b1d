// Background Sync (ARCHITECTURE.md, sync engine rule 2: replay also runs "on Background Sync where
// supported"). The browser fires `sync` when connectivity returns, even with no Groundwork tab
// open. With a page open, the worker wakes it and the page replays (it can refresh tokens and
// update its caches); with none, the worker replays itself (worker-replay.ts).

import { replayInWorker } from './worker-replay';

/** The tag the page's sync engine registers (`registration.sync.register(OUTBOX_SYNC_TAG)`). */
export const OUTBOX_SYNC_TAG = 'groundwork-outbox';

/** What the worker posts to its pages when the browser asks it to sync. */
export interface SyncRequestedMessage {
  type: 'SYNC_REQUESTED';
  tag: string;
}

/** Background Sync is not in TypeScript's WebWorker library yet (Chromium-only API). */
export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

/**
 * Answers a `sync` event. Rejecting asks the browser to fire it again later (with its own backoff),
 * which is what a queue still waiting on the network needs.
 */
export async function handleSync(scope: ServiceWorkerGlobalScope, tag: string): Promise<void> {
  if (tag !== OUTBOX_SYNC_TAG) return;
  const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (pages.length > 0) {
    const message: SyncRequestedMessage = { type: 'SYNC_REQUESTED', tag };
    for (const page of pages) page.postMessage(message);
    return;
  }
  const result = await replayInWorker(scope.location.origin);
  if (result === 'retry-later') throw new Error('Outbox not drained yet; Background Sync will retry.');
}
