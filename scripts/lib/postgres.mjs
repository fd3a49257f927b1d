// A throwaway PostgreSQL cluster for test:pg and the benches: created in a temporary directory
// (owned by the postgres user when run as root: initdb refuses root), started on 127.0.0.1 and a
// free port with durability off (fsync=off: a test cluster need not survive a crash), and always
// stopped and deleted afterwards — also on failure and Ctrl-C (registered with onCleanup).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCleanup, run, runInCleanup } from './process.mjs';
import { freePort } from './server.mjs';

export const POSTGRES_INSTALL_HINT =
  'apt-get update && apt-get install -y postgresql   (Debian/Ubuntu; needs PostgreSQL 15 or later)';

/** The directory holding initdb/pg_ctl: Debian's /usr/lib/postgresql/<version>/bin (15 first), else PATH. */
export function findPgBin() {
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => fs.existsSync(path.join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    const chosen = versions.includes('15') ? '15' : versions[0];
    if (chosen) return path.join(debian, chosen, 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

/**
 * Starts a cluster with one database; resolves with its URL and stop(). Throws when PostgreSQL is
 * missing or a step fails (the server's log is in the message). `quiet` hides the tools' output.
 */
export async function startThrowawayPostgres({ database, quiet = false }) {
  const pgBin = findPgBin();
  if (!pgBin) throw new Error(`PostgreSQL not found (no initdb under /usr/lib/postgresql/*/bin or on PATH).`);
  const isRoot = process.getuid?.() === 0;
  // initdb and postgres refuse to run as root; as root, run them as the postgres user.
  const asOwner = (command, args) =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const output = quiet ? { stdio: 'ignore' } : {};

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-pg-'));
  const removeRoot = onCleanup(() => fs.rmSync(root, { recursive: true, force: true }));
  const dataDir = path.join(root, 'data');
  const log = path.join(root, 'postgres.log');
  const pgCtl = path.join(pgBin, 'pg_ctl');
  // Registered before starting, so an interrupted start still gets stopped.
  const stopCluster = onCleanup(async () => {
    if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
      await runInCleanup(...asOwner(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']), output);
    }
  });
  const stop = async () => {
    await stopCluster();
    await removeRoot();
  };
  const step = async (what, command, args) => {
    if ((await run(command, args, output)) === 0) return;
    const serverLog = fs.existsSync(log) ? `\n${fs.readFileSync(log, 'utf8')}` : '';
    throw new Error(`${what} failed${serverLog}`);
  };

  try {
    if (isRoot) execFileSync('chown', ['postgres:', root]);
    const port = await freePort();
    if (!quiet) console.log(`PostgreSQL from ${pgBin}; temporary cluster in ${root}, port ${port}`);
    // Local trust auth: the cluster only listens on 127.0.0.1 and a socket in the temp dir, and
    // lives for one run.
    const initdbArgs = ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'];
    await step('initdb', ...asOwner(path.join(pgBin, 'initdb'), initdbArgs));
    const serverOptions = [
      `-p ${port}`,
      `-k ${root}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=100',
    ].join(' ');
    await step('pg_ctl start', ...asOwner(pgCtl, ['-D', dataDir, '-o', serverOptions, '-l', log, '-w', 'start']));
    const createdbArgs = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database];
    await step('createdb', path.join(pgBin, 'createdb'), createdbArgs);
    return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
