// Hook point for Background Sync (ARCHITECTURE.md, sync engine rule 2: replay also runs "on
// Background Sync where supported"). The browser fires `sync` when connectivity returns, even if
// every Groundwork tab is in the background. Today the replay code lives in the page (src/offline,
// with the access token and the Web Lock that keeps one replayer at a time), so the worker only
// wakes the open pages and lets them replay. A later issue moves the replay here so it also runs
// with no page open; this file is where it goes.

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
 * Answers a `sync` event: asks every open page of ours to replay its outbox. With no page open
 * there is nothing to do yet; the queue waits in IndexedDB and replays on the next start.
 */
export async function handleSync(scope: ServiceWorkerGlobalScope, tag: string): Promise<void> {
  if (tag !== OUTBOX_SYNC_TAG) return;
  const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const message: SyncRequestedMessage = { type: 'SYNC_REQUESTED', tag };
  for (const page of pages) page.postMessage(message);
}
