// Two test projects: the PWA (jsdom, fake IndexedDB, msw) and the API server (node, PGlite).
// Browser journeys live in tests/e2e and run with `npm run test:e2e`, not here.
import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

const CLIENT_TESTS = ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'sw/**/*.test.ts'];
/** Server tests against a real S3 server (moto), run by `npm run test:s3`, which starts one. */
const S3_TESTS = 'server/**/*.s3.test.ts';

// Client test files share their worker's modules (isolate off): loading jsdom, React and Chakra once
// per worker instead of once per file takes this project from over five minutes to under two.
// src/test/setup.ts makes each file clean up what it rendered and stored. A file that replaces
// modules (vi.mock, vi.doMock, vi.resetModules) can't share them — a module already loaded by
// another file would keep the real one — so those files run isolated in their own project.
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;
const isolatedClientTests = ['src', 'contract', 'sw']
  .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
  .filter((file) => /\.test\.tsx?$/.test(file) && REPLACES_MODULES.test(fs.readFileSync(file, 'utf8')));

const client: TestProjectInlineConfiguration = {
  plugins: [react()],
  // Office files used as test fixtures are imported as assets (`?inline`: a base64 data URL).
  assetsInclude: ['**/*.xlsx', '**/*.docx', '**/*.xls', '**/*.ods', '**/*.doc', '**/*.emf', '**/*.wmf'],
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // setImmediate stays real under fake timers: fake-indexeddb schedules every request with it, and
    // a request queued on a fake clock is never run, which would wedge that database for the files
    // that share the worker.
    fakeTimers: { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] },
    // Component tests render whole screens in jsdom; next to the server project on two cores
    // a heavy one takes several seconds. A hang still fails, just later.
    testTimeout: 15_000,
  },
};

export default defineConfig({
  test: {
    // Each server file migrates its own database (1-2 s); two workers fit the two cores. Set once
    // here: vitest refuses to run projects together whose worker limits differ.
    maxWorkers: 2,
    projects: [
      {
        ...client,
        test: {
          ...client.test,
          name: 'client',
          include: CLIENT_TESTS,
          exclude: [...configDefaults.exclude, ...isolatedClientTests],
          isolate: false,
        },
      },
      {
        ...client,
        test: { ...client.test, name: 'client-isolated', include: isolatedClientTests },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, S3_TESTS],
          pool: 'forks',
          // Files in a worker share its modules and its in-memory database (server/test/helpers.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Only where an S3 server was started for them (S3_TEST_ENDPOINT): without one they could
      // only fail or be skipped, so the project is not there at all.
      ...(process.env.S3_TEST_ENDPOINT
        ? [
            {
              test: {
                name: 's3',
                environment: 'node',
                include: [S3_TESTS],
                pool: 'forks',
                isolate: false,
                testTimeout: 120_000,
                hookTimeout: 60_000,
              },
            } satisfies TestProjectInlineConfiguration,
          ]
        : []),
      // Only from `npm run test:cluster` (scripts/test-cluster.mjs), which checks that PostgreSQL
      // and nginx are here: the file starts them, three servers and an SMTP server.
      ...(process.env.CLUSTER_TEST
        ? [
            {
              test: {
                name: 'cluster',
                environment: 'node',
                include: ['tests/cluster/**/*.test.ts'],
                pool: 'forks',
                testTimeout: 60_000,
                hookTimeout: 600_000,
              },
            } satisfies TestProjectInlineConfiguration,
          ]
        : []),
    ],
  },
});
