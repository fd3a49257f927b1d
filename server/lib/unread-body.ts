// Answers sent before the request body was read (a body over the limit, a multipart file too large,
// a body refused before parsing) reach the client whatever the body's size.
//
// A server that answers and hangs up while the body is still coming makes the client's next write
// fail, and closing a socket with unread data sends a reset that also wipes the answer from the
// client's receive buffer if it has not read it yet. Clients differ in when they read: curl stops
// sending as soon as an answer arrives, Node's fetch reads it while sending, Chromium reads it only
// once the whole body is sent. So the answer goes out at once, with `Connection: close`, and the
// response is held open (it is complete for the client: its Content-Length is sent) while the rest
// of the body is read and thrown away, until the client has sent it all or stops (a lingering close,
// RFC 9112 §9.6, as nginx does it). Then the connection closes cleanly and nothing is lost.
//
// What a client can take from the server this way is bounded three ways: every lingering
// connection together reads at most UNREAD_BODY_RATE bytes a second (a shared token bucket, so many
// connections share one budget), a body that stops coming is given up after `lingerMs` without a
// byte, and none lingers more than UNREAD_BODY_MAX_MS. A connection given up is then closed with
// what is left unread: a client still sending at that point (only one sending more than the rate
// allows in that time, or stalling) may see a reset instead of the answer.
//
// Raw-body routes (streamed uploads) are left out: they answer and close at once, so a refused
// upload of any size is not received (route.ts).
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** How long a body that stopped coming is waited for (nginx's lingering_timeout is 5 s, its lingering_time 30 s). */
export const UNREAD_BODY_LINGER_MS = 30_000;
/** The longest any one connection lingers, reading a body that keeps coming. */
export const UNREAD_BODY_MAX_MS = 5 * 60_000;
/** Bytes a second read and thrown away by all lingering connections together. */
export const UNREAD_BODY_RATE = 64 * 1024 * 1024;

export interface UnreadBodyLimits {
  lingerMs?: number;
  maxMs?: number;
  bytesPerSecond?: number;
}

/** A request from a socket whose body has not all arrived; inject()'s requests have no `complete`. */
const bodyStillComing = (raw: IncomingMessage) => raw.complete === false;

/** A token bucket: take(n) answers how long to wait before reading more (0: go on). */
function rateBudget(bytesPerSecond: number) {
  let tokens = bytesPerSecond;
  let at = Date.now();
  return {
    take(bytes: number): number {
      const now = Date.now();
      tokens = Math.min(bytesPerSecond, tokens + ((now - at) / 1000) * bytesPerSecond);
      at = now;
      tokens -= bytes;
      return tokens >= 0 ? 0 : Math.ceil((-tokens / bytesPerSecond) * 1000);
    },
  };
}

/**
 * Reads and discards what is left of the body within the budget; resolves when it ended, the
 * client went, nothing came for `lingerMs`, or `maxMs` passed.
 */
function discardRest(
  raw: IncomingMessage,
  budget: ReturnType<typeof rateBudget>,
  { lingerMs, maxMs }: { lingerMs: number; maxMs: number },
): Promise<void> {
  return new Promise((resolve) => {
    let idle: NodeJS.Timeout | undefined;
    let paused: NodeJS.Timeout | undefined;
    const waitForMore = () => {
      clearTimeout(idle);
      idle = setTimeout(done, lingerMs);
    };
    const onData = (chunk: Buffer) => {
      const wait = budget.take(chunk.length);
      if (wait === 0) return waitForMore();
      // Over the budget: TCP holds the sender back while this socket is not read.
      clearTimeout(idle);
      raw.pause();
      paused = setTimeout(() => {
        raw.resume();
        waitForMore();
      }, wait);
    };
    const done = () => {
      clearTimeout(idle);
      clearTimeout(paused);
      clearTimeout(deadline);
      raw.off('data', onData).off('end', done).off('close', done).off('error', done);
      raw.pause();
      resolve();
    };
    const deadline = setTimeout(done, maxMs);
    raw.on('data', onData).on('end', done).on('close', done).on('error', done);
    waitForMore();
    raw.resume();
  });
}

export function registerUnreadBodyDrain(app: FastifyInstance, limits: UnreadBodyLimits = {}): void {
  const lingerMs = limits.lingerMs ?? UNREAD_BODY_LINGER_MS;
  const maxMs = limits.maxMs ?? UNREAD_BODY_MAX_MS;
  const budget = rateBudget(limits.bytesPerSecond ?? UNREAD_BODY_RATE);
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (!bodyStillComing(raw) || raw.destroyed || request.routeOptions.config.rawBody) return payload;
    reply.header('connection', 'close');
    // Only answers this server makes before reading a body (errors: serialized JSON, or none) are
    // held open; anything else goes as it is, and the connection closes after it.
    if (payload !== null && payload !== undefined && typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
      return payload;
    }
    const bytes = Buffer.from(payload ?? '');
    reply.header('content-length', String(bytes.length));
    // The whole answer now; the response itself ends (and Node closes the socket) once the rest of
    // the body is read or given up.
    const held = new PassThrough();
    held.write(bytes);
    void discardRest(raw, budget, { lingerMs, maxMs }).then(() => held.end());
    return held;
  });
  app.addHook('onResponse', async (request) => {
    // Given up with the body still coming: close rather than read on.
    if (bodyStillComing(request.raw) && !request.routeOptions.config.rawBody) request.raw.destroy();
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its body itself as a stream (route.ts's rawBody). */
    rawBody?: boolean;
  }
}
