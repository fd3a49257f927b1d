// `npm run test:e2e`: the browser journeys against the real thing. Builds the PWA if stale, starts
// the server on a free port with a fresh temporary DATA_DIR (PGlite, demo data), runs vitest with
// vitest.e2e.config.ts and E2E_BASE_URL, then stops the server and removes the directory — also
// when a step fails or on Ctrl-C. Extra arguments go to vitest (e.g. a file filter or a reporter).
// The JSON report and each failed journey's screenshots and console are kept in test-results/
// (git-ignored), and the run ends by naming each failed journey with its error and those files.
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { chromiumAvailable, chromiumMissingMessage } from './lib/chromium.mjs';
import { bin, RESULTS_DIR, ROOT } from './lib/paths.mjs';
import { main, run } from './lib/process.mjs';
import { prepareDataTemplate, startTestServer } from './lib/server.mjs';
import { printFailures, readFailures } from './lib/vitest-report.mjs';

const E2E_REPORT = path.join(RESULTS_DIR, 'e2e.json');
const ARTIFACTS = path.join(RESULTS_DIR, 'e2e');

main(async () => {
  if (!chromiumAvailable()) {
    console.error(chromiumMissingMessage('Browser suite'));
    return 1;
  }
  const built = await ensureBuild();
  if (built !== 0) {
    console.error('The PWA build failed; the browser suite needs it.');
    return built;
  }
  // Only this run's results: a journey that passes now must not leave last run's screenshots.
  fs.rmSync(ARTIFACTS, { recursive: true, force: true });
  fs.rmSync(E2E_REPORT, { force: true });
  const args = process.argv.slice(2);
  const reporters = [
    ...(args.some((a) => a.startsWith('--reporter')) ? [] : ['--reporter=default']),
    '--reporter=json',
    `--outputFile.json=${E2E_REPORT}`,
  ];

  // Migrated and seeded once: the shared server and every journey's dedicated one start from a copy.
  const templateDir = await prepareDataTemplate();
  const server = await startTestServer({ templateDir });
  console.log(`Server for the browser suite: ${server.baseUrl} (pid ${server.pid}, data in ${server.dataDir})`);
  const code = await run(bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts', ...reporters, ...args], {
    env: {
      ...process.env,
      E2E_BASE_URL: server.baseUrl,
      E2E_RESULTS_DIR: ARTIFACTS,
      E2E_DATA_TEMPLATE: templateDir,
    },
  });
  await server.stop();

  const failures = readFailures(E2E_REPORT);
  if (failures.length > 0) {
    console.log('\n== Failed browser journeys ==');
    printFailures(failures, { report: path.relative(ROOT, E2E_REPORT) });
  }
  console.log(
    `\nBrowser suite report kept in ${path.relative(ROOT, RESULTS_DIR)}/ (e2e.json, e2e/<journey>/, e2e/servers/ with each dedicated server's warnings and errors)`,
  );
  return code;
});
