// @ts-check
// The embedded database on a thread of its own (server/db/pglite-thread.ts starts it). PGlite is
// PostgreSQL compiled to WebAssembly: on the HTTP thread every query's execution, and the file
// system calls it makes, blocked request parsing and JSON for their whole length. Here it runs
// beside them. The thread speaks PostgreSQL's wire protocol, byte for byte: node-postgres on the
// other side writes its messages as to a socket and parses the answers with its own parser, so
// nothing about queries, prepared statements or transactions differs from a real server.
//
// Plain JavaScript, not TypeScript: a worker thread does not inherit the tsx loader the server
// runs under, nor vitest's transform.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
if (!port) throw new Error('pglite-thread.worker.mjs runs only as a worker thread');

/** @type {{ dataDir: string }} */
const { dataDir } = workerData;

/** Bytes received and not yet a whole message (a message can arrive split over writes). */
let pending = new Uint8Array(0);
/** Messages run one after another, in the order written, as on one connection. */
let queue = PGlite.create(dataDir).then((db) => {
  port.postMessage({ type: 'ready' });
  return db;
});
queue.catch((error) => port.postMessage({ type: 'failed', message: String(error?.stack ?? error) }));

/**
 * The length of the whole message at the start of `bytes`, or 0 while it is incomplete. The
 * startup message has no type byte: its second word is the protocol version (3.0) instead.
 * @param {Uint8Array} bytes
 */
function messageLength(bytes) {
  if (bytes.length < 5) return 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const startup = bytes.length >= 8 && view.getInt32(4) === 0x00030000;
  const length = startup ? view.getInt32(0) : 1 + view.getInt32(1);
  return bytes.length >= length ? length : 0;
}

/**
 * Runs every whole message received so far and sends the answers back as one transfer.
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {Uint8Array} chunk
 */
async function receive(db, chunk) {
  const bytes = pending.length === 0 ? chunk : concat([pending, chunk]);
  /** @type {Uint8Array[]} */
  const answers = [];
  let at = 0;
  for (let length = messageLength(bytes); length > 0; length = messageLength(bytes.subarray(at))) {
    await db.execProtocolRawStream(bytes.subarray(at, at + length), {
      // A view of the engine's memory, reused by the next message: copied before it is kept.
      onRawData: (data) => answers.push(data.slice()),
    });
    at += length;
  }
  pending = bytes.slice(at);
  if (answers.length === 0) return;
  const out = concat(answers);
  port.postMessage({ type: 'data', data: out }, [out.buffer]);
}

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

port.on('message', (/** @type {{ type: 'data', data: Uint8Array } | { type: 'close' }} */ message) => {
  if (message.type === 'close') {
    queue = queue.then(async (db) => {
      await db.close();
      port.postMessage({ type: 'closed' });
      return db;
    });
    return;
  }
  queue = queue.then(async (db) => {
    try {
      await receive(db, message.data);
    } catch (error) {
      port.postMessage({ type: 'failed', message: String(/** @type {Error} */ (error)?.stack ?? error) });
    }
    return db;
  });
});
