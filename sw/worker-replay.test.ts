// The worker's own replay (Background Sync with no page open): it sends punches with the mirrored
// token and their Idempotency-Key (in batches, as a page sends them), leaves other kinds to a page, and pauses on a 401.
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mirrorSession } from '../src/api/session-mirror';
import { userDatabase, type OutboxItem } from '../src/offline/db';
import { listOutbox } from '../src/offline/outbox';
import { replayInWorker } from './worker-replay';

const ORIGIN = 'http://localhost:3000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let owner = 100;
let db: ReturnType<typeof userDatabase>;
beforeEach(async () => {
  owner++;
  db = userDatabase(owner, 1);
  await mirrorSession({ token: `token-${owner}`, userId: owner, companyId: 1 });
});

function item(id: string, kind: string, seq: number): OutboxItem {
  return {
    id,
    kind,
    method: 'POST',
    path: 'inout/api/clock/',
    body: { action: 'in' },
    entity_key: id,
    created_at: new Date(Date.now() - 5_000).toISOString(),
    seq,
    attempts: 0,
    next_attempt_at: 0,
    state: 'pending',
    last_error: null,
  };
}

describe('replayInWorker', () => {
  it('sends queued punches as one batch with the mirrored token, the batch id as key and the queue age', async () => {
    await db.outbox.bulkAdd([item('p1', 'attendance.clock', 1), item('p2', 'attendance.clock', 2)]);
    const seen: Array<Record<string, unknown>> = [];
    server.use(
      http.post(`${ORIGIN}/inout/api/clock/bulk/`, async ({ request }) => {
        const body = (await request.json()) as { punches: unknown[] };
        seen.push({
          auth: request.headers.get('authorization'),
          key: request.headers.get('idempotency-key'),
          age: request.headers.get('outbox-age-ms'),
          punches: body.punches.length,
        });
        return HttpResponse.json({ created: [], errors: [] }, { status: 201 });
      }),
    );
    expect(await replayInWorker(ORIGIN)).toBe('done');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ auth: `Bearer token-${owner}`, punches: 2 });
    expect(seen[0]!.key).not.toMatch(/^p[12]$/);
    expect(Number(seen[0]!.age)).toBeGreaterThanOrEqual(5_000);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('sends a lone punch on its own under its outbox id', async () => {
    await db.outbox.add(item('p1', 'attendance.clock', 1));
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${ORIGIN}/inout/api/clock/`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    expect(await replayInWorker(ORIGIN)).toBe('done');
    expect(keys).toEqual(['p1']);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('leaves a queue holding other kinds to a page', async () => {
    await db.outbox.bulkAdd([item('p1', 'attendance.clock', 1), item('c1', 'checklist.update', 2)]);
    expect(await replayInWorker(ORIGIN)).toBe('left-for-a-page');
    expect(await listOutbox(db)).toHaveLength(2);
  });

  it('pauses on a 401 without dropping anything, and asks to be retried on a network failure', async () => {
    await db.outbox.add(item('p1', 'attendance.clock', 1));
    server.use(http.post(`${ORIGIN}/inout/api/clock/`, () => HttpResponse.json({ detail: 'x' }, { status: 401 })));
    expect(await replayInWorker(ORIGIN)).toBe('done');
    expect((await listOutbox(db)).map((i) => [i.id, i.state, i.attempts])).toEqual([['p1', 'pending', 0]]);
    server.use(http.post(`${ORIGIN}/inout/api/clock/`, () => HttpResponse.error()));
    expect(await replayInWorker(ORIGIN)).toBe('retry-later');
    expect(await listOutbox(db)).toHaveLength(1);
  });

  it('does nothing without a session', async () => {
    await mirrorSession(null);
    expect(await replayInWorker(ORIGIN)).toBe('nothing-to-do');
  });
});
