// A server of a journey's own, for journeys that must stop and restart the server or read its data
// directory (the runner's shared server, started by scripts/e2e.mjs, must keep running for the other
// journeys). Same command as the runner (tsx server/main.ts, embedded PGlite with the demo seed, the
// built PWA), on a free 127.0.0.1 port and a fresh temporary DATA_DIR (a copy of the runner's seeded
// one when it made one); stop() and start() keep that port and directory, so the browser sees the
// same origin come back with the same data. Processes are ended by their process-group id, never by
// name; dispose() stops and removes the directory.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = process.cwd();
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

export interface ServerControl {
  readonly baseUrl: string;
  readonly port: number;
  readonly dataDir: string;
  /** The running server's process-group id (tsx and the server under it), or null when stopped. */
  readonly pid: number | null;
  /** Starts (again) on the same port and DATA_DIR; resolves once it answers HTTP. */
  start(): Promise<void>;
  /**
   * Stops the server. 'SIGTERM' is a graceful stop (finishes requests in flight, closes the
   * database); 'SIGKILL' is a crash. Resolves once the process group has exited.
   */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** The token secret the server generated in DATA_DIR (to mint tokens a test needs, e.g. expired). */
  jwtSecret(): string;
  /** Stops the server and deletes its DATA_DIR. */
  dispose(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, exited: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The journey's server exited before it answered ${url}.`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`The journey's server did not answer ${url} within ${timeoutMs / 1000} s.`);
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Resolves once no process of the group is left (bounded: a stuck one is reported by the next start). */
async function groupGone(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts a dedicated server with a fresh DATA_DIR; call dispose() when the journey ends. */
export async function startDedicatedServer(
  options: { startTimeoutMs?: number; staticDir?: string } = {},
): Promise<ServerControl> {
  const startTimeoutMs = options.startTimeoutMs ?? 90_000;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-journey-data-'));
  // The runner's migrated and seeded database, copied: the same fresh state, without migrating and
  // seeding again (scripts/lib/server.mjs prepareDataTemplate).
  const template = process.env.E2E_DATA_TEMPLATE;
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    STATIC_DIR: options.staticDir ?? path.join(ROOT, 'dist'),
    PUBLIC_URL: baseUrl,
    // SCORM packages play on the same host on a port of their own (server/modules/knowledge-base/scorm-origin.ts).
    SCORM_CONTENT_PORT: String(await freePort()),
  };
  // Always the embedded database in the fresh directory, with a secret generated there.
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  // Its warnings and errors (a 500's stack) kept beside the reports: a journey that saw a 500 from
  // its own server could not say why when they were thrown away.
  const logFile = path.join(process.env.E2E_RESULTS_DIR ?? os.tmpdir(), 'servers', `journey-server-${port}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });

  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let running = false;

  const control: ServerControl = {
    baseUrl,
    port,
    dataDir,
    get pid() {
      return running && child?.pid !== undefined ? child.pid : null;
    },
    async start() {
      if (running) return;
      // Its own process group, so stop() reaches the server under tsx too.
      const log = fs.openSync(logFile, 'a');
      const started = spawn(TSX, ['server/main.ts'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', log, 'inherit'],
        detached: true,
      });
      fs.closeSync(log);
      child = started;
      running = true;
      exited = new Promise((resolve) => {
        started.once('exit', () => {
          running = false;
          resolve();
        });
        started.once('error', () => {
          running = false;
          resolve();
        });
      });
      try {
        await waitForHttp(`${baseUrl}/account/api/me/`, () => !running, startTimeoutMs);
      } catch (err) {
        await control.stop('SIGKILL');
        throw err;
      }
    },
    async stop(signal = 'SIGTERM') {
      const pid = child?.pid;
      if (pid === undefined) return;
      if (running) signalGroup(pid, signal);
      // main.ts forces its own exit 10 s after SIGTERM; past that, end the group for sure.
      const late = setTimeout(() => signalGroup(pid, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(late);
      // tsx may exit before the server process under it.
      signalGroup(pid, 'SIGKILL');
      // Until that process is gone (reaped), it still holds the data directory's lock in the eyes of
      // the next start, which would refuse the directory as in use.
      await groupGone(pid, 10_000);
      child = null;
    },
    jwtSecret() {
      return fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
    },
    async dispose() {
      try {
        await control.stop('SIGTERM');
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
        // Nothing worth a warning: nothing to keep.
        if (fs.existsSync(logFile) && fs.statSync(logFile).size === 0) fs.rmSync(logFile);
      }
    },
  };

  try {
    await control.start();
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return control;
}
