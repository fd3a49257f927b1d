// Embedded PGlite on a worker thread (pglite-thread.worker.mjs), reached by node-postgres through a
// stream that stands in for its socket. Profiled under load (issue 22), a list request on the
// embedded database spent about half of its CPU time in PGlite on the HTTP thread: the WebAssembly
// engine, the file system calls it makes for every query, and PGlite's own JavaScript parser of
// the answers. On its own thread the engine works while the HTTP thread parses requests and writes
// JSON, and node-postgres reads the answers with the parser it uses for a real server.
import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';

type FromThread =
  { type: 'ready' } | { type: 'data'; data: Uint8Array } | { type: 'failed'; message: string } | { type: 'closed' };

/** The connection's side of the pipe: what node-postgres writes goes to the thread, and back. */
class ThreadSocket extends Duplex {
  constructor(private readonly thread: PGliteThread) {
    super();
  }

  // node-postgres calls these on a net.Socket; a pipe to a thread has nothing to set.
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  /** What node-postgres wrote in this tick: a query is several messages written one by one. */
  private outgoing: Buffer[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    // One message to the thread per query (Parse, Bind, Describe, Execute and Sync together), not
    // one per write: each postMessage costs both threads time.
    if (this.outgoing.length === 0) process.nextTick(() => this.flush());
    this.outgoing.push(chunk);
    done();
  }

  private flush(): void {
    const chunks = this.outgoing;
    this.outgoing = [];
    this.thread.send(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
  }

  override _read(): void {}

  override _final(done: (error?: Error | null) => void): void {
    if (this.outgoing.length > 0) this.flush();
    this.thread.detach(this);
    this.push(null);
    done();
  }
}

export class PGliteThread {
  private readonly worker: Worker;
  private socket: ThreadSocket | null = null;
  private readonly ready: Promise<void>;
  private closing: Promise<void> | null = null;

  constructor(dataDir: string) {
    this.worker = new Worker(new URL('./pglite-thread.worker.mjs', import.meta.url), { workerData: { dataDir } });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (message: FromThread) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'data') this.socket?.push(Buffer.from(message.data.buffer, 0, message.data.length));
        else if (message.type === 'failed') {
          const error = new Error(`The embedded database failed: ${message.message}`);
          reject(error);
          this.socket?.destroy(error);
        }
      });
      this.worker.on('error', (error) => {
        reject(error);
        this.socket?.destroy(error);
      });
    });
  }

  /** Resolves once the database is open (created and started on its thread). */
  whenReady(): Promise<void> {
    return this.ready;
  }

  /**
   * A socket for node-postgres's `stream` option. PGlite is one session: one connection at a time
   * (the pool's size is 1), and a new one replaces a closed one.
   */
  connect(): Duplex {
    this.socket = new ThreadSocket(this);
    return this.socket;
  }

  send(bytes: Buffer): void {
    this.worker.postMessage({ type: 'data', data: bytes });
  }

  detach(socket: ThreadSocket): void {
    if (this.socket === socket) this.socket = null;
  }

  /** Closes the database on its thread (a clean shutdown, its files consistent), then the thread. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      const done = () => void this.worker.terminate().then(() => resolve());
      this.worker.on('message', (message: FromThread) => {
        if (message.type === 'closed') done();
      });
      this.worker.once('error', done);
      this.worker.once('exit', () => resolve());
      this.worker.postMessage({ type: 'close' });
    });
    return this.closing;
  }
}
