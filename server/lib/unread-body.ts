// Answers sent before the request body was read (a body over the limit, a multipart file too large,
// a body refused before parsing) wait for the rest of the body, read and thrown away, before they go
// out.
//
// Most HTTP clients send the whole body before they read the answer. A server that answers and
// hangs up while the body is still coming makes the client's next write fail (EPIPE, or a reset
// that also wipes the answer already received), so the client never sees the 413 meant for it, and
// an offline outbox would retry a request that can never succeed. This is the lingering close of
// RFC 9112 §9.6, done before the answer rather than after it, because Node closes the socket as soon
// as a `Connection: close` answer is written. The wait is bounded in bytes and time, so an endless
// or stalled body is still cut off: then the answer goes out with `Connection: close` as before.
//
// Raw-body routes (streamed uploads) are left out: they answer and close at once, so a refused
// upload of any size is not received (route.ts).
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The most bytes of an unread body read and discarded to get an answer through. */
export const UNREAD_BODY_DRAIN_BYTES = 64 * 1024 * 1024;
/** How long an answer waits for the rest of an unread body (nginx's lingering_time is 30 s too). */
export const UNREAD_BODY_LINGER_MS = 30_000;

/** A request from a socket whose body has not all arrived; inject()'s requests have no `complete`. */
const bodyStillComing = (raw: IncomingMessage) => raw.complete === false;

/** Reads and discards what is left of the body; resolves when it ended, failed, or a bound was hit. */
function discardRest(raw: IncomingMessage, ms: number): Promise<void> {
  return new Promise((resolve) => {
    let discarded = 0;
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > UNREAD_BODY_DRAIN_BYTES) done();
    };
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('close', done).off('error', done);
      raw.pause();
      resolve();
    };
    const timer = setTimeout(done, ms);
    raw.on('data', onData).on('end', done).on('close', done).on('error', done);
    raw.resume();
  });
}

export function registerUnreadBodyDrain(app: FastifyInstance, lingerMs = UNREAD_BODY_LINGER_MS): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (!bodyStillComing(raw) || raw.destroyed || request.routeOptions.config.rawBody) return payload;
    // A declared length past the bound would be cut off anyway: no use reading any of it.
    const declared = Number(request.headers['content-length']);
    if (!(declared > UNREAD_BODY_DRAIN_BYTES)) await discardRest(raw, lingerMs);
    // Still coming: answer anyway, and close rather than read on.
    if (bodyStillComing(raw)) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    if (bodyStillComing(request.raw) && !request.routeOptions.config.rawBody) request.raw.destroy();
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its body itself as a stream (route.ts's rawBody). */
    rawBody?: boolean;
  }
}
