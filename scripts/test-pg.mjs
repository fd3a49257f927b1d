// `npm run test:pg`: the server tests on a real PostgreSQL 15 instead of PGlite. Starts a throwaway
// cluster (lib/postgres.mjs), migrates once, runs `vitest run --project server` with
// TEST_DATABASE_URL, and the cluster is always stopped and deleted — also on failure and Ctrl-C.
import { bin } from './lib/paths.mjs';
import { POSTGRES_INSTALL_HINT, findPgBin, startThrowawayPostgres } from './lib/postgres.mjs';
import { main, run } from './lib/process.mjs';

main(async () => {
  if (!findPgBin()) {
    console.error(
      `PostgreSQL not found (no initdb under /usr/lib/postgresql/*/bin or on PATH).\nInstall it with: ${POSTGRES_INSTALL_HINT}`,
    );
    return 1;
  }
  let postgres;
  try {
    postgres = await startThrowawayPostgres({ database: 'groundwork_test' });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const env = { ...process.env, TEST_DATABASE_URL: postgres.url };

  // Migrate once up front: every test file opens the shared database and migrates, and runners racing
  // to create the migration tables would fail. After this they all find nothing to do.
  const migrateCode = await run(bin('tsx'), ['scripts/lib/migrate-pg.ts'], { env });
  if (migrateCode !== 0) return migrateCode;

  // One worker: test files share this one database, and some state is per database rather than per
  // company (for example the per-address sign-in rate limit), so files run one after another.
  return run(bin('vitest'), ['run', '--project', 'server', '--maxWorkers=1', ...process.argv.slice(2)], { env });
});
