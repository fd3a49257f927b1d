// Sends a time-clock kiosk's queued punches (issue 24): the same outbox and replay as a person's
// (replay.ts: FIFO, one replayer across tabs, Idempotency-Key = the change's id), from the kiosk's
// own database, each request carrying the kiosk credential instead of a person's token. It runs
// after each punch, when the device comes online, on a timer and when the page becomes visible.
// A kiosk the server answers as revoked stops sending and tells its screen (which forgets it).
import { api } from '../api/client';
import { ApiError } from '../api/errors';
import { KIOSK_TOKEN_HEADER } from '../../contract/kiosk-constants';
import { releaseBackoff } from './outbox';
import { replayOutbox, type OutgoingRequest, type ReplaySummary } from './replay';
import { kioskDatabase } from './kiosk-store';

export const KIOSK_SYNC_INTERVAL_MS = 30_000;

/** Whether an answer says the kiosk was revoked (401 with code kiosk_revoked). */
export function isKioskRevoked(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'kiosk_revoked';
}

/** A call with the kiosk credential (never a person's token). */
export function kioskApi<T>(
  credential: string,
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  return api<T>(path, {
    ...options,
    auth: false,
    headers: { ...options.headers, [KIOSK_TOKEN_HEADER]: credential },
  });
}

export class KioskSync {
  private running = false;
  private rerun = false;
  private cleanups: Array<() => void> = [];
  private backoffTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly credential: string,
    private readonly onRevoked: () => void,
    private readonly onRun: (summary: ReplaySummary) => void = () => {},
  ) {}

  private send = (request: OutgoingRequest): Promise<unknown> => {
    const ageMs = Math.max(0, Date.now() - Date.parse(request.created_at));
    return kioskApi(this.credential, request.path, {
      method: request.method as 'POST',
      body: request.body,
      idempotencyKey: request.key,
      headers: Number.isFinite(ageMs) ? { 'outbox-age-ms': String(Math.round(ageMs)) } : {},
    }).catch((error: unknown) => {
      if (isKioskRevoked(error)) this.revoked = true;
      throw error;
    });
  };

  private revoked = false;

  kick = (): void => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    if (this.running) {
      this.rerun = true;
      return;
    }
    void this.run();
  };

  private async run(): Promise<void> {
    this.running = true;
    try {
      do {
        this.rerun = false;
        const summary = await replayOutbox({ db: kioskDatabase(), send: this.send, waitIfBusy: true });
        this.onRun(summary);
        if (this.revoked) {
          this.stop();
          this.onRevoked();
          return;
        }
        if (summary.stopped === 'backoff' && summary.nextAttemptAt) {
          clearTimeout(this.backoffTimer);
          this.backoffTimer = setTimeout(this.kick, Math.max(0, summary.nextAttemptAt - Date.now()) + 5);
        }
      } while (this.rerun);
    } catch (error) {
      console.error('kiosk sync failed', error);
    } finally {
      this.running = false;
    }
  }

  start(): void {
    const onOnline = () => void releaseBackoff(kioskDatabase()).finally(this.kick);
    const onVisible = () => document.visibilityState === 'visible' && this.kick();
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    const interval = setInterval(this.kick, KIOSK_SYNC_INTERVAL_MS);
    this.cleanups = [
      () => window.removeEventListener('online', onOnline),
      () => document.removeEventListener('visibilitychange', onVisible),
      () => clearInterval(interval),
      () => clearTimeout(this.backoffTimer),
    ];
    this.kick();
  }

  stop(): void {
    for (const cleanup of this.cleanups) cleanup();
    this.cleanups = [];
  }
}
