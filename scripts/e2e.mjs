// `npm run test:e2e`: the browser journeys against the real thing. Builds the PWA if stale, starts
// the server on a free port with a fresh temporary DATA_DIR (PGlite, demo data), runs vitest with
// vitest.e2e.config.ts and E2E_BASE_URL, then stops the server and removes the directory — also
// when a step fails or on Ctrl-C. Extra arguments go to vitest (e.g. a file filter or a reporter).
import { ensureBuild } from './lib/build.mjs';
import { chromiumAvailable, chromiumMissingMessage } from './lib/chromium.mjs';
import { bin } from './lib/paths.mjs';
import { main, run } from './lib/process.mjs';
import { startTestServer } from './lib/server.mjs';

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
  const server = await startTestServer();
  console.log(`Server for the browser suite: ${server.baseUrl} (pid ${server.pid}, data in ${server.dataDir})`);
  const code = await run(bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
    env: { ...process.env, E2E_BASE_URL: server.baseUrl },
  });
  await server.stop();
  return code;
});
