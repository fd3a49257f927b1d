// Starts the real API server (tsx server/main.ts) for browser journeys and benches: a free port on
// 127.0.0.1, a fresh temporary DATA_DIR (embedded PGlite with the demo seed), the built PWA, and a
// stop() that ends the server's process group and removes the directory.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bin, ROOT } from './paths.mjs';
import { onCleanup, startGroup } from './process.mjs';

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers at all (any HTTP status), the process exits, or time runs out. */
export async function waitForHttp(url, exited, timeoutMs) {
  let gone = false;
  exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error('The server exited before it answered (see its output above).');
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s.`);
}

/**
 * Starts the server and resolves once it answers HTTP. Teardown is registered with the script's
 * cleanup, so it also runs on failure and Ctrl-C; calling stop() earlier is fine too.
 */
export async function startTestServer({
  logLevel = 'warn',
  timeoutMs = 90_000,
  staticDir = path.join(ROOT, 'dist'),
  /** A PostgreSQL database to use instead of the embedded one (benches on both databases). */
  databaseUrl = undefined,
  /** An embedded database to start from, copied (see prepareDataTemplate); else a fresh one. */
  templateDir = undefined,
} = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-data-'));
  if (templateDir) fs.cpSync(templateDir, dataDir, { recursive: true });
  const removeDataDir = onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const env = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '1' };
  // SCORM packages play on an origin per company, `c{id}.` in front of the content host, on a port
  // of their own (server/modules/knowledge-base/scorm-origin.ts). To be the same site as the page
  // (browsers that block third-party storage give a cross-site frame no service worker, so no
  // offline play) the content host and the app share a parent domain: the SCORM journeys open the
  // app at app.localhost (Chromium resolves *.localhost here; tests/e2e/harness.ts sameSiteUrl),
  // listed as one of its addresses, and the content origins are c{id}.app.localhost.
  const contentPort = await freePort();
  env.SCORM_CONTENT_PORT = String(contentPort);
  env.SCORM_CONTENT_ORIGIN = `http://app.localhost:${contentPort}`;
  env.REFERRAL_HOSTS = `http://app.localhost:${port}`;
  env.LOG_LEVEL = logLevel;
  env.STATIC_DIR = staticDir;
  env.PUBLIC_URL = baseUrl;
  // The embedded database unless asked: a DATABASE_URL from the caller's shell must not receive test data.
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    // Required with a shared database (server/env.ts); one server here, so any secret will do.
    env.JWT_SECRET = crypto.randomBytes(32).toString('hex');
  }

  const server = startGroup(bin('tsx'), ['server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const stopServer = onCleanup(() => server.stop());
  const stop = async () => {
    await stopServer();
    await removeDataDir();
  };
  try {
    await waitForHttp(`${baseUrl}/account/api/me/`, server.exited, timeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, port, dataDir, pid: server.child.pid, stop, stopServerOnly: stopServer };
}

/**
 * An embedded database migrated and seeded with the demo data once, for servers that each need a
 * fresh one (the journeys' dedicated servers): a copy starts in a fraction of the time migrating
 * and seeding take (about 4 s instead of 9 on a busy 2-core machine). The server that made it is
 * stopped gracefully, so the copy is a closed database; the directory is removed at the end.
 */
export async function prepareDataTemplate() {
  const server = await startTestServer();
  const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-template-'));
  onCleanup(() => fs.rmSync(templateDir, { recursive: true, force: true }));
  // stop() removes the server's directory: the closed database is copied out first.
  await server.stopServerOnly();
  fs.cpSync(server.dataDir, templateDir, { recursive: true });
  await server.stop();
  return templateDir;
}
