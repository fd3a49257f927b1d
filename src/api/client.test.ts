// The HTTP client against msw: one refresh for many parallel 401s, one retry, session expiry with
// its throttled notice, the timeout, and the error classes of spec shell §8.
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiUrl, onSessionExpired, resetClientStateForTests } from './client';
import {
  errorMessages,
  GENERIC_ERROR_MESSAGE,
  NetworkError,
  NotFoundApiError,
  SERVER_ERROR_MESSAGE,
  ServerApiError,
  SessionExpiredError,
  ValidationApiError,
} from './errors';
import { clearSession, getSession, setSession } from './session';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetClientStateForTests({ refreshRetryDelaysMs: [5, 5] });
  clearSession();
  setSession({ token: 'old-access', refresh: 'refresh-1', userId: 1, companyId: 1 });
});

const url = (path: string) => apiUrl(path);

/** A protected endpoint that accepts only the token 'new-access'. */
function protectedEndpoint() {
  return http.get(url('account/api/me/'), ({ request }) =>
    request.headers.get('authorization') === 'Bearer new-access'
      ? HttpResponse.json({ ok: true })
      : HttpResponse.json({ detail: 'expired', code: 'token_invalid' }, { status: 401 }),
  );
}

describe('token refresh', () => {
  it('makes one refresh call for ten parallel 401s, then retries each request once', async () => {
    let refreshCalls = 0;
    let meCalls = 0;
    server.use(
      http.post(url('account/api/token/refresh/'), async () => {
        refreshCalls++;
        await delay(20);
        return HttpResponse.json({ access: 'new-access', refresh: 'refresh-2' });
      }),
      http.get(url('account/api/me/'), ({ request }) => {
        meCalls++;
        return request.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ detail: 'expired', code: 'token_invalid' }, { status: 401 });
      }),
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => api('account/api/me/')));
    expect(results).toEqual(Array.from({ length: 10 }, () => ({ ok: true })));
    expect(refreshCalls).toBe(1);
    expect(meCalls).toBe(20); // each request: the 401, then exactly one retry
    expect(getSession()).toMatchObject({ token: 'new-access', refresh: 'refresh-2' });
  });

  it('ends the session when the refresh is refused, notifying at most once per 300 ms', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    server.use(
      http.post(url('account/api/token/refresh/'), () =>
        HttpResponse.json({ detail: 'revoked', code: 'token_reused' }, { status: 401 }),
      ),
      protectedEndpoint(),
    );
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => api('account/api/me/')));
    expect(outcomes.every((o) => o.status === 'rejected' && o.reason instanceof SessionExpiredError)).toBe(true);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('notifies again once 300 ms have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const expired = vi.fn();
      onSessionExpired(expired);
      server.use(
        http.post(url('account/api/token/refresh/'), () => HttpResponse.json({}, { status: 401 })),
        protectedEndpoint(),
      );
      await expect(api('account/api/me/')).rejects.toBeInstanceOf(SessionExpiredError);
      vi.setSystemTime(Date.now() + 299);
      await expect(api('account/api/me/')).rejects.toBeInstanceOf(SessionExpiredError);
      expect(expired).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 2);
      await expect(api('account/api/me/')).rejects.toBeInstanceOf(SessionExpiredError);
      expect(expired).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the session when the refresh fails for lack of network', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    server.use(
      http.post(url('account/api/token/refresh/'), () => HttpResponse.error()),
      protectedEndpoint(),
    );
    await expect(api('account/api/me/')).rejects.toBeInstanceOf(NetworkError);
    expect(expired).not.toHaveBeenCalled();
    expect(getSession()?.refresh).toBe('refresh-1');
  });

  it('repeats a refresh whose answer was lost, with the same refresh token, and keeps the session', async () => {
    const sent: string[] = [];
    server.use(
      http.post(url('account/api/token/refresh/'), async ({ request }) => {
        sent.push(((await request.json()) as { refresh: string }).refresh);
        // The server rotated the token, but the answer never arrived.
        if (sent.length === 1) return HttpResponse.error();
        return HttpResponse.json({ access: 'new-access', refresh: 'refresh-2' });
      }),
      protectedEndpoint(),
    );
    const expired = vi.fn();
    onSessionExpired(expired);
    await expect(api('account/api/me/')).resolves.toEqual({ ok: true });
    expect(sent).toEqual(['refresh-1', 'refresh-1']);
    expect(expired).not.toHaveBeenCalled();
    expect(getSession()).toMatchObject({ token: 'new-access', refresh: 'refresh-2' });
  });

  it('gives up after one retry when the new token is refused too', async () => {
    let refreshCalls = 0;
    server.use(
      http.post(url('account/api/token/refresh/'), () => {
        refreshCalls++;
        return HttpResponse.json({ access: 'still-bad', refresh: 'refresh-2' });
      }),
      protectedEndpoint(),
    );
    await expect(api('account/api/me/')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(refreshCalls).toBe(1);
  });
});

describe('requests', () => {
  it('sends JSON with the bearer token and the Idempotency-Key', async () => {
    server.use(
      http.post(url('account/api/todo/'), async ({ request }) =>
        HttpResponse.json(
          {
            auth: request.headers.get('authorization'),
            key: request.headers.get('idempotency-key'),
            body: await request.json(),
          },
          { status: 201 },
        ),
      ),
    );
    const result = await api('account/api/todo/', { method: 'POST', body: { title: 'x' }, idempotencyKey: 'k-1' });
    expect(result).toEqual({ auth: 'Bearer old-access', key: 'k-1', body: { title: 'x' } });
  });

  it('returns a file as a Blob with its bytes intact, and still maps an error answer', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe]);
    server.use(
      http.get(url('files/1/'), () => new HttpResponse(bytes, { headers: { 'content-type': 'application/pdf' } })),
      http.get(url('files/2/'), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    const blob = await api<Blob>('files/1/', { responseType: 'blob' });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(blob.type).toBe('application/pdf');
    await expect(api('files/2/', { responseType: 'blob' })).rejects.toMatchObject({ status: 404 });
  });

  it('times out with a NetworkError subclass', async () => {
    server.use(
      http.get(url('account/api/me/'), async () => {
        await delay(200);
        return HttpResponse.json({});
      }),
    );
    await expect(api('account/api/me/', { timeoutMs: 20 })).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

describe('error mapping (spec shell §8)', () => {
  it('400 → one message per field message', async () => {
    server.use(
      http.post(url('account/api/todo/'), () =>
        HttpResponse.json({ title: ['This field is required'], non_field_errors: ['Bad'] }, { status: 400 }),
      ),
    );
    const error = await api('account/api/todo/', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationApiError);
    expect(errorMessages(error)).toEqual(['Title: This field is required', 'Bad']);
  });

  it('5xx → the server-error message, whatever the body says', async () => {
    server.use(http.get(url('account/api/me/'), () => HttpResponse.text('stack trace', { status: 502 })));
    const error = await api('account/api/me/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerApiError);
    expect(errorMessages(error)).toEqual([SERVER_ERROR_MESSAGE]);
  });

  it('404 and others → "An error occurred"', async () => {
    server.use(
      http.get(url('account/api/me/'), () =>
        HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
      ),
    );
    const error = await api('account/api/me/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundApiError);
    expect(errorMessages(error)).toEqual([GENERIC_ERROR_MESSAGE]);
  });
});
