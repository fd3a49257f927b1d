// People at scale, against the bench's server (embedded PGlite), in Chromium:
// - Auto Org Chart for 2,000 staff: 2,000 people are added to acme with the bulk call and given
//   managers (a chief, 20 managers under them, the rest under the managers); the figure is the time
//   from the hierarchy's answer (its responseEnd) to the first frame that shows the last person.
// - Then 8,000 more make 10,000 and more: the list endpoint's p95 for one page (100 staff; pages,
//   searches, filters and sort orders mixed), the Employee List's first render after the first page
//   arrives, and the worst gap between frames while the list is scrolled with the mouse wheel.
// The seeding helper: rows go through POST account/api/bulk-create-staff/ 1,000 at a time, as an
// admin importing spreadsheets would, then POST bulk-edit-staff/ sets the managers.
import { ADMIN, apiToken, withSignedInBrowser } from './lib/session.mjs';

/* global window, document, requestAnimationFrame, MutationObserver -- page-side */

const RUN = Date.now().toString(36);
const BULK = 1000;

async function apiCall(ctx, token, method, pathname, body) {
  const response = await fetch(new URL(pathname, ctx.baseUrl), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

const FIRST = ['Ana', 'Ben', 'Cai', 'Dia', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lou'];
const LAST = ['Reyes', 'Stone', 'Tanaka', 'Usman', 'Voss', 'Wells', 'Xu', 'Young', 'Zamora', 'Abbott'];

/** Seeds `count` staff (numbered from `from`) through the bulk call; answers their ids in order. */
export async function seedStaff(ctx, token, from, count) {
  const ids = [];
  for (let start = 0; start < count; start += BULK) {
    const staffs = Array.from({ length: Math.min(BULK, count - start) }, (_, k) => {
      const n = from + start + k;
      return {
        email: `bench-${RUN}-${n}@bench.test`,
        first_name: FIRST[n % FIRST.length],
        last_name: `${LAST[n % LAST.length]} ${n}`,
      };
    });
    const result = await apiCall(ctx, token, 'POST', '/account/api/bulk-create-staff/', { staffs });
    if (result.errors.length > 0) throw new Error(`Seeding refused rows: ${result.errors[0].message}`);
    ids.push(...result.succeeded);
  }
  return ids;
}

/** Gives the staff a three-level tree: the first is the chief, the next 20 report to them, the rest to those. */
async function setManagers(ctx, token, ids) {
  const [chief, ...rest] = ids;
  const managers = rest.slice(0, 20);
  await apiCall(ctx, token, 'POST', '/account/api/bulk-edit-staff/', { ids: managers, changes: { manager: chief } });
  const reports = rest.slice(20);
  for (let m = 0; m < managers.length; m++) {
    const mine = reports.filter((_, i) => i % managers.length === m);
    await apiCall(ctx, token, 'POST', '/account/api/bulk-edit-staff/', {
      ids: mine,
      changes: { manager: managers[m] },
    });
  }
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** p95 of one page of the Employee List endpoint, over a mix of the list's queries. */
async function listP95(ctx, token) {
  const queries = [];
  const orders = ['first_name', '-first_name', 'last_name', 'email', 'division', '-created_at'];
  for (let i = 0; i < 60; i++) {
    const q = new URLSearchParams({
      page: String(1 + ((i * 7) % 100)),
      page_size: '100',
      ordering: orders[i % orders.length],
    });
    if (i % 3 === 1) q.set('search', LAST[i % LAST.length].toLowerCase());
    if (i % 5 === 2) q.set('user_type', 'staff');
    queries.push(q);
  }
  await apiCall(ctx, token, 'GET', `/account/api/staffs/company_users/?${queries[0]}`); // warm-up
  const times = [];
  for (const q of queries) {
    const started = performance.now();
    const page = await apiCall(ctx, token, 'GET', `/account/api/staffs/company_users/?${q}`);
    times.push(performance.now() - started);
    if (!Array.isArray(page.results)) throw new Error('The list answered no results.');
  }
  return percentile(times, 95);
}

/** Page-side, before the app starts: when `resource` arrived and when `selector` was first drawn. */
function watchFirstRender({ resource, selector }) {
  const marks = { responseEnd: null, drawnAt: null };
  window.__marks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.includes(resource) && marks.responseEnd === null) marks.responseEnd = entry.responseEnd;
    }
  }).observe({ type: 'resource', buffered: true });
  const observer = new MutationObserver(() => {
    if (marks.drawnAt !== null || !document.querySelector(selector)) return;
    observer.disconnect();
    marks.drawnAt = -1;
    requestAnimationFrame(() => (marks.drawnAt = performance.now()));
  });
  const start = () => observer.observe(document.body, { childList: true, subtree: true });
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/** The median of three loads of `pathname`: from the answer of `resource` to the frame showing `selector`. */
async function firstRender(page, pathname, resource, selector) {
  await page.addInitScript(watchFirstRender, { resource, selector });
  const times = [];
  for (let i = 0; i < 3; i++) {
    await page.goto(pathname);
    await page.waitForFunction(() => window.__marks?.drawnAt > 0 && window.__marks.responseEnd !== null, undefined, {
      timeout: 60_000,
    });
    const marks = await page.evaluate(() => window.__marks);
    times.push(marks.drawnAt - marks.responseEnd);
  }
  return [...times].sort((a, b) => a - b)[1];
}

/** Scrolls the Employee List with the wheel for a while; answers the gaps between frames (ms). */
async function scrollFrames(page) {
  const list = page.getByRole('list', { name: 'Employee List' });
  const box = await list.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => {
    window.__gaps = [];
    window.__stop = false;
    let last = null;
    const step = (now) => {
      if (last !== null) window.__gaps.push(now - last);
      last = now;
      if (!window.__stop) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  for (let i = 0; i < 120; i++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(16);
  }
  return page.evaluate(() => ((window.__stop = true), window.__gaps));
}

export async function run(ctx) {
  if (!ctx.chromium.available) {
    console.log(ctx.chromium.missingMessage('People bench'));
    return [];
  }
  const token = await apiToken(ctx.baseUrl, ADMIN);

  let started = performance.now();
  const chartIds = await seedStaff(ctx, token, 0, 2000);
  await setManagers(ctx, token, chartIds);
  console.log(`    made 2,000 staff with managers in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  return withSignedInBrowser(ctx, { name: 'people', user: ADMIN }, async (page, context) => {
    // The chart shows acme's demo people too; the bench's last person is drawn last.
    const lastName = `${FIRST[1999 % FIRST.length]} ${LAST[1999 % LAST.length]} 1999`;
    await page.goto('/account/org-chart/');
    await page.getByText(lastName, { exact: true }).waitFor({ timeout: 60_000 });
    const chartRender = await firstRender(
      page,
      '/account/org-chart/',
      '/employee-position-hierarchy/',
      `li .name:is(:not(:empty))`,
    );
    const chartComplete = await page.evaluate(
      (name) => [...document.querySelectorAll('li .name')].some((n) => n.textContent === name),
      lastName,
    );
    if (!chartComplete) throw new Error('The org chart does not show every person.');

    started = performance.now();
    await seedStaff(ctx, token, 2000, 8000);
    console.log(`    made 8,000 more staff in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const p95 = await listP95(ctx, token);

    // A page of its own: the chart's init script stays with the first.
    const listPage = await context.newPage();
    await listPage.goto('/account/employees');
    await listPage
      .getByRole('list', { name: 'Employee List' })
      .getByRole('listitem')
      .first()
      .waitFor({ timeout: 60_000 });
    const listRender = await firstRender(
      listPage,
      '/account/employees',
      '/staffs/company_users/',
      '[role="list"] [role="listitem"]',
    );
    await scrollFrames(listPage); // warm-up: the code paths of a scroll are compiled on first use
    await listPage.goto('/account/employees');
    await listPage
      .getByRole('list', { name: 'Employee List' })
      .getByRole('listitem')
      .first()
      .waitFor({ timeout: 60_000 });
    const gaps = await scrollFrames(listPage);
    const worst = Math.max(...gaps);
    console.log(
      `    chart ${chartRender.toFixed(0)} ms; list p95 ${p95.toFixed(1)} ms; first render ${listRender.toFixed(0)} ms; scroll ${gaps.length} frames, worst ${worst.toFixed(1)} ms`,
    );
    return [
      { name: 'auto org chart render (2,000 staff)', value: Math.round(chartRender), unit: 'ms', target: '<= 1000' },
      {
        name: 'employee list endpoint p95 (10,000 staff, page of 100)',
        value: Math.round(p95 * 10) / 10,
        unit: 'ms',
        target: '<= 100',
      },
      {
        name: 'employee list first render (10,000 staff)',
        value: Math.round(listRender),
        unit: 'ms',
        target: '<= 500',
      },
      {
        name: 'employee list worst scroll frame (10,000 staff)',
        value: Math.round(worst * 10) / 10,
        unit: 'ms',
        target: '<= 50',
      },
    ];
  });
}
