// The one HTTP client (only src/api calls fetch). Every call carries the bearer token; a 401 triggers
// exactly one token refresh, shared by all parallel requests of the tab (a single promise) and by
// all tabs (a Web Lock, re-reading the token another tab may have stored meanwhile), then one retry.
// A refresh the server refuses ends the session: the app's handler logs out and shows the
// "Session timed out" message at most once per 300 ms. A refresh that fails for lack of network
// does not end the session: offline is normal here. It is repeated a few times, and again at the
// next refused request, with the same refresh token: the server may have rotated the token and lost
// only its answer, and until that new pair is used the server answers a repeat with the same pair,
// however much later (server/modules/account/session.service.ts).
import { API_PATHS } from '../../contract/paths';
import { errorFromResponse, NetworkError, OfflineError, SessionExpiredError, TimeoutError } from './errors';
import { getSession, updateTokens } from './session';

export const HTTP_TIMEOUT_MS = 50_000;
export const SESSION_EXPIRED_NOTICE_INTERVAL_MS = 300;
const REFRESH_LOCK = 'groundwork.token-refresh';
/** Shorter than HTTP_TIMEOUT_MS: a refresh holds back every request of the tab while it runs. */
const REFRESH_TIMEOUT_MS = 8_000;
const REFRESH_RETRY_DELAYS_MS = [1_000, 3_000];
let refreshRetryDelaysMs = REFRESH_RETRY_DELAYS_MS;

/** API base URL: same origin unless VITE_API_BASE_URL points elsewhere. Always ends with '/'. */
export const API_BASE_URL: string = (() => {
  const configured = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/';
  return configured.endsWith('/') ? configured : `${configured}/`;
})();

export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** A plain object is sent as JSON; FormData as multipart; URLSearchParams as a form. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false for sign-in and the other calls made without a session. */
  auth?: boolean;
  /** Sent as Idempotency-Key, so a retried write is applied once. */
  idempotencyKey?: string;
  timeoutMs?: number;
  /** 'blob' for files (attachments, exports): a 2xx body is returned as a Blob, errors as usual. */
  responseType?: 'json' | 'blob';
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(API_BASE_URL + path.replace(/^\//, ''), window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  return url.toString();
}

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData || body instanceof Blob) return { body };
  if (body instanceof URLSearchParams) return { body, contentType: 'application/x-www-form-urlencoded' };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** fetch with the 50 s timeout, turning transport failures into NetworkError / TimeoutError. */
async function send(url: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal): Promise<Response> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signals = signal ? [signal, timeout.signal] : [timeout.signal];
  try {
    return await fetch(url, { ...init, signal: AbortSignal.any(signals) });
  } catch (err) {
    if (signal?.aborted) throw err; // the caller cancelled: not a network problem
    if (timeout.signal.aborted) throw new TimeoutError(timeoutMs);
    throw new NetworkError(err instanceof Error ? err.message : String(err));
  } finally {
    clearTimeout(timer);
  }
}

// ---- refresh: one per tab at a time, one across tabs at a time -----------------------------------

let refreshing: Promise<string> | null = null;

/** POSTs the refresh, repeating it with the same token after a transport failure (see above). */
async function postRefresh(refresh: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(
        apiUrl(API_PATHS.tokenRefresh),
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh }) },
        REFRESH_TIMEOUT_MS,
      );
    } catch (err) {
      const delay = refreshRetryDelaysMs[attempt];
      if (!(err instanceof NetworkError) || delay === undefined) throw err;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

async function refreshOnce(rejectedToken: string): Promise<string> {
  const run = async (): Promise<string> => {
    const session = getSession();
    if (!session) throw new SessionExpiredError();
    // Another tab refreshed while this one waited for the lock: its token is ours too.
    if (session.token !== rejectedToken) return session.token;
    const response = await postRefresh(session.refresh);
    if (response.status >= 500) throw errorFromResponse(response.status, await readBody(response));
    if (!response.ok) throw new SessionExpiredError();
    const { access, refresh } = (await readBody(response)) as { access: string; refresh: string };
    updateTokens(access, refresh);
    return access;
  };
  refreshing ??= (
    typeof navigator !== 'undefined' && navigator.locks
      ? // The lock resolves with run()'s promise; then() flattens it.
        navigator.locks.request(REFRESH_LOCK, run).then((token) => token)
      : run()
  ).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

// ---- session expiry notice -------------------------------------------------------------------------

type ExpiredHandler = () => void;
let expiredHandler: ExpiredHandler = () => {};
let lastExpiredNotice = Number.NEGATIVE_INFINITY;

/** The app decides what "session expired" does (log out, show the message, go to sign-in). */
export function onSessionExpired(handler: ExpiredHandler): void {
  expiredHandler = handler;
}

function sessionExpired(): never {
  const now = Date.now();
  if (now - lastExpiredNotice >= SESSION_EXPIRED_NOTICE_INTERVAL_MS) {
    lastExpiredNotice = now;
    expiredHandler();
  }
  throw new SessionExpiredError();
}

/** For tests: forget the in-flight refresh and the notice throttle; shorter refresh repeats. */
export function resetClientStateForTests(options: { refreshRetryDelaysMs?: number[] } = {}): void {
  refreshRetryDelaysMs = options.refreshRetryDelaysMs ?? REFRESH_RETRY_DELAYS_MS;
  refreshing = null;
  lastExpiredNotice = Number.NEGATIVE_INFINITY;
}

// ---- the request --------------------------------------------------------------------------------

export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', auth = true, timeoutMs = HTTP_TIMEOUT_MS } = options;
  const url = apiUrl(path, options.query);
  const { body, contentType } = encodeBody(options.body);

  const attempt = async (token: string | null): Promise<Response> => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (contentType) headers['content-type'] = contentType;
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    return send(url, { method, headers, body }, timeoutMs, options.signal);
  };

  let token = auth ? (getSession()?.token ?? null) : null;
  if (auth && !token) sessionExpired();
  let response = await attempt(token);

  if (response.status === 401 && auth && token) {
    try {
      token = await refreshOnce(token);
    } catch (err) {
      if (err instanceof SessionExpiredError) sessionExpired();
      throw err;
    }
    response = await attempt(token);
    if (response.status === 401) sessionExpired();
  }

  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  const data = await readBody(response);
  if (!response.ok) throw errorFromResponse(response.status, data);
  return data as T;
}
