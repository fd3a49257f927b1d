// `npm run test:pg`: the server tests on a real PostgreSQL 15 instead of PGlite. Creates a throwaway
// cluster (owned by the postgres user when run as root: initdb refuses root), starts it on
// 127.0.0.1 and a free port with durability off (fsync=off: a test cluster need not survive a crash),
// migrates once, runs `vitest run --project server` with TEST_DATABASE_URL, and always stops and
// deletes the cluster — also on failure and Ctrl-C.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin } from './lib/paths.mjs';
import { main, onCleanup, run, runInCleanup } from './lib/process.mjs';
import { freePort } from './lib/server.mjs';

const DATABASE = 'groundwork_test';
const INSTALL_HINT = 'apt-get update && apt-get install -y postgresql   (Debian/Ubuntu; needs PostgreSQL 15 or later)';

/** The directory holding initdb/pg_ctl: Debian's /usr/lib/postgresql/<version>/bin (15 first), else PATH. */
function findPgBin() {
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

main(async () => {
  const pgBin = findPgBin();
  if (!pgBin) {
    console.error(
      `PostgreSQL not found (no initdb under /usr/lib/postgresql/*/bin or on PATH).\nInstall it with: ${INSTALL_HINT}`,
    );
    return 1;
  }
  const isRoot = process.getuid?.() === 0;
  // initdb and postgres refuse to run as root; as root, run them as the postgres user.
  const asOwner = (command, args) =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const runAsOwner = (command, args) => run(...asOwner(command, args));

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-pg-'));
  onCleanup(() => fs.rmSync(root, { recursive: true, force: true }));
  if (isRoot) execFileSync('chown', ['postgres:', root]);
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  console.log(`PostgreSQL from ${pgBin}; temporary cluster in ${root}, port ${port}`);

  // Local trust auth: the cluster only listens on 127.0.0.1 and a socket in the temp dir, and lives
  // for one run.
  const initCode = await runAsOwner(path.join(pgBin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  if (initCode !== 0) return initCode;

  const pgCtl = path.join(pgBin, 'pg_ctl');
  const serverOptions = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');
  // Registered before starting, so an interrupted start still gets stopped.
  onCleanup(async () => {
    if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
      await runInCleanup(...asOwner(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']));
    }
  });
  const startCode = await runAsOwner(pgCtl, [
    '-D',
    dataDir,
    '-o',
    serverOptions,
    '-l',
    path.join(root, 'postgres.log'),
    '-w',
    'start',
  ]);
  if (startCode !== 0) {
    const log = path.join(root, 'postgres.log');
    if (fs.existsSync(log)) console.error(fs.readFileSync(log, 'utf8'));
    return startCode;
  }

  const createCode = await run(path.join(pgBin, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    DATABASE,
  ]);
  if (createCode !== 0) return createCode;

  const url = `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
  const env = { ...process.env, TEST_DATABASE_URL: url };

  // Migrate once up front: every test file opens the shared database and migrates, and runners racing
  // to create the migration tables would fail. After this they all find nothing to do.
  const migrateCode = await run(bin('tsx'), ['scripts/lib/migrate-pg.ts'], { env });
  if (migrateCode !== 0) return migrateCode;

  // One worker: test files share this one database, and some state is per database rather than per
  // company (for example the per-address sign-in rate limit), so files run one after another.
  return run(bin('vitest'), ['run', '--project', 'server', '--maxWorkers=1', ...process.argv.slice(2)], { env });
});
