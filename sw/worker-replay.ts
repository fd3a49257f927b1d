// Sends the outbox from the service worker when the browser fires Background Sync and no page of
// ours is open (with a page open, the page's engine replays: it can refresh tokens and update its
// caches). The same replay protocol runs here (src/offline/replay.ts, under the same Web Lock, so a
// page and the worker never send at once), with the access token the pages mirror to IndexedDB.
// The worker never refreshes a token: on a 401 the queue pauses until a page signs in again.
import { errorFromResponse, NetworkError, SessionExpiredError } from '../src/api/errors';
import { readMirroredSession } from '../src/api/session-mirror';
import { userDatabase } from '../src/offline/db';
import { listOutbox } from '../src/offline/outbox';
import { getOutboxKind, registerOutboxKind } from '../src/offline/kinds';
import { replayOutbox, type OutgoingRequest } from '../src/offline/replay';
import { CLOCK_KIND, clockBatch, clockRequest } from '../src/features/attendance/offline/clock-batch';

/**
 * Kinds whose follow-up work (onDone, conflict merge) the worker can do without a page: none is
 * needed for a punch. A queue holding any other kind waits for a page, so order is kept.
 */
export const WORKER_SENDABLE_KINDS: ReadonlySet<string> = new Set([CLOCK_KIND]);

// The worker sends punches as a page would: queued together, in batches. A page's own registration
// (with its cache updates) is kept where there is one.
if (!getOutboxKind(CLOCK_KIND)) registerOutboxKind({ kind: CLOCK_KIND, toRequest: clockRequest, batch: clockBatch });

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(origin: string, token: string, request: OutgoingRequest): Promise<unknown> {
  const ageMs = Math.max(0, Date.now() - Date.parse(request.created_at));
  let response: Response;
  try {
    response = await fetch(new URL(request.path, `${origin}/`), {
      method: request.method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': request.key,
        ...(Number.isFinite(ageMs) ? { 'outbox-age-ms': String(Math.round(ageMs)) } : {}),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  const body = await readBody(response);
  if (response.status === 401) throw new SessionExpiredError();
  if (!response.ok) throw errorFromResponse(response.status, body);
  return body;
}

export type WorkerReplayResult = 'nothing-to-do' | 'left-for-a-page' | 'done' | 'retry-later';

export async function replayInWorker(origin: string): Promise<WorkerReplayResult> {
  const session = await readMirroredSession();
  if (!session) return 'nothing-to-do';
  const db = userDatabase(session.userId, session.companyId);
  const waiting = (await listOutbox(db)).filter((item) => item.state === 'pending' || item.state === 'sending');
  if (waiting.length === 0) return 'nothing-to-do';
  if (waiting.some((item) => !WORKER_SENDABLE_KINDS.has(item.kind))) return 'left-for-a-page';
  const summary = await replayOutbox({ db, send: (request) => send(origin, session.token, request) });
  return summary.stopped === 'backoff' ? 'retry-later' : 'done';
}
