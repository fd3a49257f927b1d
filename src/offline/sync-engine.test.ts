// The sync engine does not try to send while the device knows it is offline (nothing would leave,
// and claiming the changes would only churn the outbox); the 'online' event sends what waited.
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../api/session';
import { setupApiServer } from '../test/render';
import { registerOutboxKind } from './kinds';
import { enqueue, listOutbox } from './outbox';
import { startSync, stopSync } from './sync-engine';

const server = setupApiServer();
const OWNER = { userId: 41, companyId: 7 };

registerOutboxKind<{ n: number }>({
  kind: 'test.engine',
  toRequest: ({ n }) => ({ method: 'POST', path: 'engine-test/', body: { n }, entityKey: `engine:${n}` }),
});

afterEach(() => {
  stopSync();
  // Back to jsdom's own (online) answer.
  delete (navigator as { onLine?: boolean }).onLine;
});

describe('SyncEngine', () => {
  it('leaves the outbox alone while offline and sends it when the device is back online', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('*/engine-test/', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    setSession({ token: 't', refresh: 'r', ...OWNER });
    let online = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    const engine = startSync(OWNER);
    await enqueue(engine.db, 'test.engine', { n: 1 });
    let claims = 0;
    const countClaims = (changes: { state?: string }) => {
      if (changes.state === 'sending') claims++;
    };
    engine.db.outbox.hook('updating', countClaims);
    engine.kick();
    engine.kick();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Never claimed ("sending"), and still waiting as it was.
    expect(claims).toBe(0);
    expect((await listOutbox(engine.db)).map((i) => [i.state, i.attempts])).toEqual([['pending', 0]]);
    engine.db.outbox.hook('updating').unsubscribe(countClaims);
    expect(received).toEqual([]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await listOutbox(engine.db)).toEqual([]));
    expect(received).toEqual([{ n: 1 }]);
  });
});
