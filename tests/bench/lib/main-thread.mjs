// Main-thread time to the first usable screen (issue 22, cold start): what a phone's main thread
// spends from a navigation's start until a person can use its first screen, read from a Chromium
// trace at 4× CPU throttle. Shared by tests/bench/main-thread.bench.mjs (prints it) and
// scripts/check-cold-start.mjs (guards it in CI against a committed reference).
// Two starts, alternating so load from other work on the machine falls on both alike:
// - sign-in: a new profile (nothing cached, no service worker) opens /auth/signin; usable when the
//   e-mail and password inputs are there and the submit button is enabled;
// - offline dashboard: the installed app launched again with no network (cold-start.bench.mjs's
//   launch and online session: a new browser process on the profile the online session left);
//   usable when the clock button is enabled with its label.
// The figure: the sum of the renderer main thread's (CrRendererMain) top-level tasks (RunTask /
// ThreadControllerImpl::RunTask) between the navigation's start (the trace's navigationStart of the
// page's document) and the usable mark the page records (performance.mark, in the trace's
// blink.user_timing), each task clipped to that window. Thread CPU time (`tdur`) when the trace has
// it, which other processes on the machine barely move (they take the CPU away between tasks, which
// wall time counts and CPU time does not); wall time (`dur`) beside it. Chromium's throttler pauses
// the thread rather than making it work more, so the CPU time is close to the unthrottled work and
// the wall time about 4× it: both are printed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launch, onlineSession, slowdownHeld } from '../cold-start.bench.mjs';

/* global window, document, HTMLButtonElement, HTMLInputElement, MutationObserver */

export const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
const USABLE_MARK = 'groundwork-first-usable';
const USABLE_LIMIT_MS = 60_000;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  '__metadata',
].join(',');
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Page-side, before the app's scripts: marks (performance.mark) the first moment `selector`'s
 * screen is usable. `kind` picks the check: 'signin' (inputs and an enabled submit button) or
 * 'clock' (the clock button enabled with one of its labels).
 */
function watchUsable({ mark, kind }) {
  const usable = () => {
    if (kind === 'signin') {
      const button = document.querySelector('form button[type="submit"]');
      return (
        button instanceof HTMLButtonElement &&
        !button.disabled &&
        document.querySelector('input[name="email"]') instanceof HTMLInputElement &&
        document.querySelector('input[name="password"]') instanceof HTMLInputElement
      );
    }
    const button = document.querySelector('[data-testid="clock-button"]');
    return (
      button instanceof HTMLButtonElement &&
      !button.disabled &&
      button.dataset.loading === undefined &&
      ['Clock in', 'Clock out'].includes(button.textContent.trim())
    );
  };
  const observer = new MutationObserver(() => {
    if (!usable()) return;
    performance.mark(mark);
    window.__groundworkUsableAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/** Starts a trace through the tab's DevTools session; resolves to a function that stops it and returns its events. */
async function startTrace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: TRACE_CATEGORIES.split(','), recordMode: 'recordAsMuchAsPossible' },
  });
  return async () => {
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/**
 * Main-thread busy time (ms) of the renderer that recorded the usable mark, from its document's
 * navigationStart to the mark: { cpu, wall, tasks }. cpu is null when the trace has no thread times.
 */
export function busyTime(events) {
  const mark = events.find((e) => e.name === USABLE_MARK && e.cat?.includes('blink.user_timing'));
  if (!mark) throw new Error(`The trace has no "${USABLE_MARK}" mark.`);
  const { pid } = mark;
  const end = mark.ts;
  const start = events
    .filter(
      (e) =>
        e.pid === pid &&
        e.name === 'navigationStart' &&
        e.ts <= end &&
        /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
    )
    .reduce((latest, e) => Math.max(latest, e.ts), -Infinity);
  if (!Number.isFinite(start)) throw new Error('The trace has no navigationStart before the usable mark.');
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error('The trace names no CrRendererMain thread in the renderer of the mark.');
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === main.tid && e.ph === 'X' && TASK_NAMES.has(e.name))
    .sort((a, b) => a.ts - b.ts);
  let wall = 0;
  let cpu = 0;
  let hasCpu = true;
  let count = 0;
  let coveredUntil = -Infinity;
  for (const task of tasks) {
    const taskEnd = task.ts + (task.dur ?? 0);
    // Only top-level tasks: one nested in another (a nested run loop) is already in its parent.
    if (task.ts < coveredUntil) continue;
    coveredUntil = taskEnd;
    const from = Math.max(task.ts, start);
    const to = Math.min(taskEnd, end);
    if (to <= from) continue;
    const share = task.dur ? (to - from) / task.dur : 1;
    wall += to - from;
    if (typeof task.tdur === 'number') cpu += task.tdur * share;
    else hasCpu = false;
    count++;
  }
  return { cpu: hasCpu ? cpu / 1000 : null, wall: wall / 1000, tasks: count, sinceNavigation: (end - start) / 1000 };
}

/** Throttles `tab`, traces the navigation to `url` until the usable mark, and returns its busyTime. */
async function tracedStart(context, url) {
  const tab = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const stop = await startTrace(cdp);
  await tab.goto(url, { waitUntil: 'commit' });
  await tab.waitForFunction(() => window.__groundworkUsableAt !== undefined, undefined, {
    timeout: USABLE_LIMIT_MS,
    polling: 100,
  });
  const events = await stop();
  // MAIN_THREAD_TRACES=<dir> keeps each trace, to open in DevTools' Performance panel.
  const keep = process.env.MAIN_THREAD_TRACES;
  if (keep) {
    fs.mkdirSync(keep, { recursive: true });
    const name = `${new URL(url, 'http://x').pathname.replace(/\W+/g, '-')}${Date.now()}.json`;
    fs.writeFileSync(path.join(keep, name), JSON.stringify({ traceEvents: events }));
  }
  // A navigation that moved the tab to another renderer process would leave it unthrottled.
  return { ...busyTime(events), slowdown: await slowdownHeld(tab, cdp) };
}

/** The slowdown must have held for a start to count: a start that lost it is made again (twice at most). */
async function throttled(start, log) {
  for (let attempt = 1; ; attempt++) {
    const result = await start();
    if (result.slowdown >= 2 || attempt === 3) return result;
    log(`  (the CPU slowdown did not hold: ${result.slowdown.toFixed(1)}×; measured again)`);
  }
}

/** A first visit to the sign-in page in a new profile. */
async function signInStart(ctx) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-bench-main-thread-signin-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: ctx.chromium.path,
    args: ctx.chromium.args,
    headless: true,
    baseURL: ctx.baseUrl,
    viewport: VIEWPORT,
  });
  try {
    await context.addInitScript(watchUsable, { mark: USABLE_MARK, kind: 'signin' });
    return await tracedStart(context, '/auth/signin');
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The fixed reference page: the same machine's main thread doing a fixed amount of work (a busy
 * loop, then a thousand elements laid out), measured the same way. The app's figures divided by it
 * are what the CI guard compares: a slower or busier machine slows both alike.
 */
const CALIBRATION_PATH = '/__main-thread-calibration';
const CALIBRATION_PAGE = `<!doctype html><meta charset="utf-8"><title>calibration</title><body><script>
let x = 0;
for (let i = 0; i < 40000000; i++) x += i % 7;
const list = document.createElement('ul');
for (let i = 0; i < 1000; i++) {
  const item = document.createElement('li');
  item.textContent = 'Row ' + i + ' ' + (x % 3);
  list.append(item);
}
document.body.append(list);
document.body.offsetHeight;
performance.mark('${USABLE_MARK}');
window.__groundworkUsableAt = performance.now();
</script></body>`;

async function calibrationStart(ctx) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-bench-main-thread-calibration-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: ctx.chromium.path,
    args: ctx.chromium.args,
    headless: true,
    baseURL: ctx.baseUrl,
    viewport: VIEWPORT,
  });
  try {
    await context.route(`**${CALIBRATION_PATH}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: CALIBRATION_PAGE }),
    );
    return await tracedStart(context, CALIBRATION_PATH);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** The installed app launched again offline on `profile`, opening the dashboard. */
async function offlineDashboardStart(ctx, profile) {
  const context = await launch(ctx, profile, 'offline');
  try {
    await context.addInitScript(watchUsable, { mark: USABLE_MARK, kind: 'clock' });
    return await tracedStart(context, '/account/dashboard/');
  } finally {
    await context.close();
  }
}

/**
 * `runs` alternating starts of each kind against ctx.baseUrl, and of the reference page;
 * { signin, dashboard, calibration } each with the runs and the medians of cpu and wall (ms). `log` gets one line per start.
 */
export async function measureMainThread(ctx, { runs = 5, log = () => {} } = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-bench-main-thread-'));
  try {
    await onlineSession(ctx, profile);
    const starts = { signin: [], dashboard: [], calibration: [] };
    for (let i = 0; i < runs; i++) {
      const signin = await throttled(() => signInStart(ctx), log);
      starts.signin.push(signin);
      const dashboard = await throttled(() => offlineDashboardStart(ctx, profile), log);
      starts.dashboard.push(dashboard);
      const calibration = await throttled(() => calibrationStart(ctx), log);
      starts.calibration.push(calibration);
      const show = (t) =>
        `${t.cpu?.toFixed(0) ?? '-'} ms CPU, ${t.wall.toFixed(0)} ms wall (${t.slowdown.toFixed(1)}× slowdown)`;
      log(
        `run ${i + 1}: sign-in ${show(signin)}; offline dashboard ${show(dashboard)}; reference page ${show(calibration)}`,
      );
    }
    const summary = (list) => ({
      runs: list,
      cpu: list.every((t) => t.cpu !== null) ? median(list.map((t) => t.cpu)) : null,
      wall: median(list.map((t) => t.wall)),
      sinceNavigation: median(list.map((t) => t.sinceNavigation)),
    });
    return {
      signin: summary(starts.signin),
      dashboard: summary(starts.dashboard),
      calibration: summary(starts.calibration),
    };
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
