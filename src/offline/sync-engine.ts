// Runs the replay (replay.ts) whenever there may be something to send (ARCHITECTURE.md, sync rule
// 2): after each enqueue, when the device comes online, when the page becomes visible, on a timer,
// when the service worker relays a Background Sync, and when a backoff delay ends. One engine per
// signed-in user and company; it sends only while the session belongs to that same user and
// company (rule 8), and pauses, keeping everything, when the session is gone (rule 4).
import { useSyncExternalStore } from 'react';
import { api } from '../api/client';
import { SessionExpiredError } from '../api/errors';
import { getSession, subscribeSession } from '../api/session';
import { userDatabase, type GroundworkDatabase } from './db';
import { releaseBackoff } from './outbox';
import { replayOutbox, type OutgoingRequest, type ReplaySummary } from './replay';

export const SYNC_INTERVAL_MS = 30_000;
export const BACKGROUND_SYNC_TAG = 'groundwork-outbox';

export interface SyncStatus {
  running: boolean;
  /** Why sending is paused (the user must sign in again), or null. */
  paused: string | null;
  lastRunAt: number | null;
  lastSummary: ReplaySummary | null;
}

export interface Owner {
  userId: number;
  companyId: number;
}

/** Sends one request of the replay with the token of the moment and its Idempotency-Key. */
export function sendQueued(owner: Owner, request: OutgoingRequest): Promise<unknown> {
  const session = getSession();
  // Never under another account: a different user signed in on this device pauses this queue.
  if (!session || session.userId !== owner.userId || session.companyId !== owner.companyId) {
    throw new SessionExpiredError();
  }
  const ageMs = Math.max(0, Date.now() - Date.parse(request.created_at));
  return api(request.path, {
    method: request.method,
    body: request.body,
    idempotencyKey: request.key,
    headers: Number.isFinite(ageMs) ? { 'outbox-age-ms': String(Math.round(ageMs)) } : {},
  });
}

export class SyncEngine {
  readonly db: GroundworkDatabase;
  private status: SyncStatus = { running: false, paused: null, lastRunAt: null, lastSummary: null };
  private listeners = new Set<() => void>();
  private rerun = false;
  private backoffTimer: ReturnType<typeof setTimeout> | undefined;
  private cleanups: Array<() => void> = [];
  /** Ends a wait for another tab's replay when this engine stops. */
  private stopped = new AbortController();

  constructor(readonly owner: Owner) {
    this.db = userDatabase(owner.userId, owner.companyId);
  }

  getStatus = (): SyncStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setStatus(patch: Partial<SyncStatus>): void {
    this.status = { ...this.status, ...patch };
    for (const listener of this.listeners) listener();
  }

  /**
   * Asks for a replay now; calls made while one runs are folded into one more run. Offline, there is
   * nothing to try: the 'online' event kicks again (a change claimed and refused on the device would
   * only churn the outbox, and show "sending" for a moment).
   */
  kick = (): void => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    if (this.status.running) {
      this.rerun = true;
      return;
    }
    void this.run();
  };

  private async run(): Promise<void> {
    this.setStatus({ running: true });
    try {
      do {
        this.rerun = false;
        // Another tab replaying: wait in line, so its tab closing mid-run does not stall the queue.
        const summary = await replayOutbox({
          db: this.db,
          send: (request) => sendQueued(this.owner, request),
          waitIfBusy: true,
          signal: this.stopped.signal,
        });
        this.setStatus({
          lastRunAt: Date.now(),
          lastSummary: summary,
          paused: summary.stopped === 'paused' ? (summary.pauseReason ?? 'paused') : null,
        });
        if (summary.stopped === 'backoff' && summary.nextAttemptAt) this.scheduleAt(summary.nextAttemptAt);
      } while (this.rerun && this.status.paused === null && !this.stopped.signal.aborted);
    } catch (error) {
      // IndexedDB itself failed (quota, private mode): keep the queue, report, try again later.
      console.error('sync run failed', error);
    } finally {
      this.setStatus({ running: false });
    }
  }

  private scheduleAt(when: number): void {
    clearTimeout(this.backoffTimer);
    this.backoffTimer = setTimeout(this.kick, Math.max(0, when - Date.now()) + 5);
  }

  private onOnline = (): void => {
    void releaseBackoff(this.db).finally(this.kick);
  };

  start(): void {
    if (this.stopped.signal.aborted) this.stopped = new AbortController();
    const onVisible = () => document.visibilityState === 'visible' && this.kick();
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'SYNC_REQUESTED') this.kick();
    };
    window.addEventListener('online', this.onOnline);
    document.addEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    const interval = setInterval(this.kick, SYNC_INTERVAL_MS);
    // Signing in again (new tokens in this or another tab) lifts a pause.
    const unsubscribe = subscribeSession(() => {
      if (this.status.paused !== null) this.kick();
    });
    this.cleanups = [
      () => window.removeEventListener('online', this.onOnline),
      () => document.removeEventListener('visibilitychange', onVisible),
      () => navigator.serviceWorker?.removeEventListener('message', onMessage),
      () => clearInterval(interval),
      () => clearTimeout(this.backoffTimer),
      unsubscribe,
    ];
    this.kick();
  }

  stop(): void {
    this.stopped.abort();
    for (const cleanup of this.cleanups) cleanup();
    this.cleanups = [];
  }
}

let current: SyncEngine | null = null;
const engineListeners = new Set<() => void>();

/** Starts the engine for this user and company (stopping another one). */
export function startSync(owner: Owner): SyncEngine {
  if (current && current.owner.userId === owner.userId && current.owner.companyId === owner.companyId) return current;
  current?.stop();
  current = new SyncEngine(owner);
  current.start();
  for (const listener of engineListeners) listener();
  return current;
}

export function stopSync(): void {
  current?.stop();
  current = null;
  for (const listener of engineListeners) listener();
}

export function currentSyncEngine(): SyncEngine | null {
  return current;
}

/** Asks the browser for a Background Sync, so the queue drains even if this tab closes. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // Not supported or not allowed: the page's own triggers still apply.
  }
}

const IDLE: SyncStatus = { running: false, paused: null, lastRunAt: null, lastSummary: null };

export function useSyncStatus(): SyncStatus {
  const engine = useSyncExternalStore(
    (cb) => {
      engineListeners.add(cb);
      return () => engineListeners.delete(cb);
    },
    () => current,
    () => null,
  );
  return useSyncExternalStore(engine?.subscribe ?? noopSubscribe, engine?.getStatus ?? idleStatus, idleStatus);
}

const noopSubscribe = () => () => {};
const idleStatus = () => IDLE;
