// Main-thread time to the first usable screen at 4× CPU (issue 22, cold start): sign-in in a new
// profile and the offline dashboard start of the installed app, read from Chromium traces
// (lib/main-thread.mjs says how). Prints the CPU-time medians, the wall-time medians beside them,
// and each start's figure against the reference page measured in the same run, with the limit the
// CI guard (`npm run check:cold-start`, scripts/check-cold-start.mjs) holds it to: at most 20 % over
// the committed reference (main-thread-reference.json).
import { measureMainThread } from './lib/main-thread.mjs';
import { loadReference, limits, ratios } from './lib/main-thread-guard.mjs';

const RUNS = 5;

export async function run(ctx) {
  if (!ctx.chromium.available) {
    console.log(ctx.chromium.missingMessage('Main-thread bench'));
    return [];
  }
  const measured = await measureMainThread(ctx, { runs: RUNS, log: (line) => console.log(`    ${line}`) });
  const limit = limits(loadReference());
  const now = ratios(measured);
  const ms = (name, value) => ({ name, value: Math.round(value), unit: 'ms', target: 'info' });
  return [
    ms(`sign-in: main-thread CPU to usable, median of ${RUNS} (4x CPU)`, measured.signin.cpu),
    ms(`sign-in: main-thread busy (wall) to usable, median of ${RUNS} (4x CPU)`, measured.signin.wall),
    ms(`offline dashboard: main-thread CPU to clock usable, median of ${RUNS} (4x CPU)`, measured.dashboard.cpu),
    ms(
      `offline dashboard: main-thread busy (wall) to clock usable, median of ${RUNS} (4x CPU)`,
      measured.dashboard.wall,
    ),
    ms(`reference page: main-thread CPU, median of ${RUNS}`, measured.calibration.cpu),
    { name: 'sign-in main-thread CPU / reference page', value: now.signin, unit: 'x', target: `<= ${limit.signin}` },
    {
      name: 'offline dashboard main-thread CPU / reference page',
      value: now.dashboard,
      unit: 'x',
      target: `<= ${limit.dashboard}`,
    },
  ];
}
