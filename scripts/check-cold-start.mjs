// `npm run check:cold-start` (CI, .ci/run): fails when a cold start's main-thread time regresses
// more than 20 % against the committed reference (issue 22). Builds the PWA if stale, starts the
// server, measures sign-in and the offline dashboard start against the reference page five times
// each, alternating, in traces at 4× CPU (tests/bench/lib/main-thread.mjs), and compares each
// start's median CPU time / the reference page's median CPU time with
// tests/bench/main-thread-reference.json. `-- --update` writes the measured ratios there instead
// (after a change that is meant to cost more, or less; commit the file with the change).
import fs from 'node:fs';
import { ensureBuild } from './lib/build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable, chromiumMissingMessage } from './lib/chromium.mjs';
import { main } from './lib/process.mjs';
import { startTestServer } from './lib/server.mjs';
import { measureMainThread } from '../tests/bench/lib/main-thread.mjs';
import { limits, loadReference, ratios, REFERENCE_FILE } from '../tests/bench/lib/main-thread-guard.mjs';

const RUNS = 5;

main(async () => {
  if (!chromiumAvailable()) {
    console.error(chromiumMissingMessage('The cold-start check'));
    return 1;
  }
  const built = await ensureBuild();
  if (built !== 0) return built;
  const server = await startTestServer();
  const measured = await measureMainThread(
    { baseUrl: server.baseUrl, chromium: { available: true, path: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    { runs: RUNS, log: console.log },
  );
  await server.stop();
  const now = ratios(measured);
  if (process.argv.includes('--update')) {
    const reference = {
      signin: now.signin,
      dashboard: now.dashboard,
      measured: {
        signinCpuMs: Math.round(measured.signin.cpu),
        dashboardCpuMs: Math.round(measured.dashboard.cpu),
        referencePageCpuMs: Math.round(measured.calibration.cpu),
      },
    };
    fs.writeFileSync(REFERENCE_FILE, `${JSON.stringify(reference, null, 2)}\n`);
    console.log(`Wrote ${REFERENCE_FILE}.`);
    return 0;
  }
  const limit = limits(loadReference());
  let failed = 0;
  for (const [key, label] of [
    ['signin', 'sign-in'],
    ['dashboard', 'offline dashboard'],
  ]) {
    const ok = now[key] <= limit[key];
    if (!ok) failed++;
    console.log(
      `${ok ? 'ok' : 'REGRESSED'}  ${label}: main-thread CPU ${Math.round(measured[key].cpu)} ms = ${now[key]}× the reference page (limit ${limit[key]}×)`,
    );
  }
  return failed === 0 ? 0 : 1;
});
