// The admin's week of the schedule at scale (issue 24), in Chromium against the bench's server
// (embedded PGlite): 500 shifts, five days of 100 people in a week of 2031 (made through the API
// first: 100 staff with the bulk call, their shifts one by one).
// - Render (the median of five loads): from the moment the last of the week's answers arrived
//   (the shifts of the week and the people they are drawn against, from Resource Timing) to the
//   first frame that shows all 500 shift cards. It covers grouping the shifts into the grid and
//   drawing it; not the network.
// - Longest main-thread task in that window, from the Long Tasks API (tasks over 50 ms are the only
//   ones it reports: 0 means none was); the median of the five loads' longest, each one printed
//   (on a machine shared with other work one load can be slowed by what else runs).
import { ADMIN, apiToken, withSignedInBrowser } from './lib/session.mjs';

/* global window, document, requestAnimationFrame, MutationObserver -- in functions that run in the page */

const PEOPLE = 100;
const DAYS = 5;
const SHIFTS = PEOPLE * DAYS;
/** A Monday far from the demo data's weeks. */
const WEEK = '2031-03-03';
const CREATE_CONCURRENCY = 6;
const LOADS = 5;
const RENDER_TARGET_MS = 500;
const TASK_TARGET_MS = 50;

async function apiCall(ctx, token, method, pathname, body) {
  const response = await fetch(new URL(pathname, ctx.baseUrl), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

async function createWeek(ctx, token) {
  const tag = Date.now().toString(36);
  const staffs = Array.from({ length: PEOPLE }, (_, n) => ({
    email: `shift-${tag}-${n}@bench.test`,
    first_name: 'Shift',
    last_name: `Person ${String(n).padStart(3, '0')}`,
  }));
  const created = await apiCall(ctx, token, 'POST', '/account/api/bulk-create-staff/', { staffs });
  const ids = created.succeeded;
  if (ids.length !== PEOPLE) throw new Error(`Made ${ids.length} staff, not ${PEOPLE}.`);
  const jobs = ids.flatMap((staff, i) =>
    Array.from({ length: DAYS }, (_, d) => {
      const date = `2031-03-0${3 + d}`;
      const hour = 6 + (i % 10);
      return {
        staff,
        start: `${date}T${String(hour).padStart(2, '0')}:00:00Z`,
        end: `${date}T${String(hour + 8).padStart(2, '0')}:00:00Z`,
        note: i % 7 === 0 ? 'Opening' : '',
      };
    }),
  );
  let next = 0;
  await Promise.all(
    Array.from({ length: CREATE_CONCURRENCY }, async () => {
      while (next < jobs.length) await apiCall(ctx, token, 'POST', '/inout/api/shifts/', jobs[next++]);
    }),
  );
}

/** Page-side, before the app starts: when the week's answers arrived, when all cards were drawn, long tasks. */
function watchRender(expected) {
  const marks = { responses: {}, drawnAt: null, longTasks: [] };
  window.__scheduleMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.includes('/inout/api/shifts/')) marks.responses.shifts = entry.responseEnd;
      if (entry.name.includes('/company-users-simple/')) marks.responses.people = entry.responseEnd;
    }
  }).observe({ type: 'resource', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (marks.drawnAt !== null) return;
    if (document.querySelectorAll('[data-testid="shift-card"]').length < expected) return;
    observer.disconnect();
    marks.drawnAt = -1;
    requestAnimationFrame(() => (marks.drawnAt = performance.now()));
  });
  const start = () => observer.observe(document.body, { childList: true, subtree: true });
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}

export async function run(ctx) {
  if (!ctx.chromium.available) {
    console.log(ctx.chromium.missingMessage('Schedule week bench'));
    return [];
  }
  const token = await apiToken(ctx.baseUrl, ADMIN);
  const setupStarted = performance.now();
  await createWeek(ctx, token);
  console.log(
    `    made ${PEOPLE} staff and ${SHIFTS} shifts in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );

  return withSignedInBrowser(ctx, { name: 'schedule', user: ADMIN }, async (page) => {
    const weekUrl = `/inout/schedule/?week=${WEEK}`;
    // One unmeasured load: the area's code into the cache, as for someone who opened it before.
    await page.goto(weekUrl);
    await page.locator('[data-testid="shift-card"]').first().waitFor({ timeout: 60_000 });
    await page.addInitScript(watchRender, SHIFTS);
    const renders = [];
    const tasks = [];
    for (let i = 0; i < LOADS; i++) {
      await page.goto(weekUrl);
      await page.waitForFunction(
        () => {
          const m = window.__scheduleMarks;
          return m?.drawnAt > 0 && m.responses.shifts !== undefined && m.responses.people !== undefined;
        },
        undefined,
        { timeout: 60_000 },
      );
      const marks = await page.evaluate(() => window.__scheduleMarks);
      const from = Math.max(marks.responses.shifts, marks.responses.people);
      renders.push(marks.drawnAt - from);
      const during = marks.longTasks.filter((t) => t.start + t.duration > from && t.start < marks.drawnAt);
      tasks.push(Math.max(0, ...during.map((t) => t.duration)));
    }
    const cards = await page.locator('[data-testid="shift-card"]').count();
    if (cards !== SHIFTS) throw new Error(`The week shows ${cards} shifts, not ${SHIFTS}.`);
    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    console.log(
      `    render after the data: ${renders.map((ms) => ms.toFixed(0)).join(', ')} ms; longest task: ${tasks
        .map((ms) => ms.toFixed(0))
        .join(', ')} ms`,
    );
    return [
      {
        name: `schedule week render (${SHIFTS} shifts, median of ${LOADS})`,
        value: Math.round(median(renders)),
        unit: 'ms',
        target: `<= ${RENDER_TARGET_MS}`,
      },
      {
        name: `schedule week longest main-thread task (${SHIFTS} shifts, median of ${LOADS})`,
        value: Math.round(median(tasks)),
        unit: 'ms',
        target: `<= ${TASK_TARGET_MS}`,
      },
    ];
  });
}
