// The offline core as a field worker feels it, in Chromium against the bench's server (embedded
// PGlite):
// - Tap-to-saved latency over 200 punches: from the click event on the clock button (a capturing
//   listener, before the app's own handler) to the DOM showing "Saved on this device" for that
//   punch (a MutationObserver), both timed in the page with performance.now(). The confirmation is
//   shown only after IndexedDB committed the punch, so this is the write plus one render. The
//   device is online with location allowed: the engine sends each punch while the next is tapped,
//   as in real use.
// - Time to drain 1,000 queued changes after reconnecting: punches queued while offline (written to
//   the outbox directly, as the app stores them), then the browser's network switched back on; timed
//   until the outbox is empty (each change answered by the server and removed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

/* global window, document, MutationObserver, HTMLButtonElement, indexedDB -- in functions that run in the page */

const STAFF = { email: 'staff@acme.test', password: 'groundwork' };
const TAPS = 200;
const WARMUP_TAPS = 5;
const DRAIN_CHANGES = 1_000;
/** Bound for the whole drain: a run that slow is reported, not waited for forever. */
const DRAIN_LIMIT_MS = 180_000;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function signedInPage(ctx, userDataDir) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: ctx.chromium.path,
    args: ctx.chromium.args,
    headless: true,
    baseURL: ctx.baseUrl,
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: { latitude: 40.7128, longitude: -74.006, accuracy: 12 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/auth/signin');
  await page.locator('input[name="email"]').fill(STAFF.email);
  await page.locator('input[name="password"]').fill(STAFF.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/signin'));
  await page.goto('/account/dashboard/');
  await waitForClock(page);
  return { context, page };
}

function waitForClock(page) {
  return page.waitForFunction(
    () => {
      const button = document.querySelector('[data-testid="clock-button"]');
      return button instanceof HTMLButtonElement && !button.disabled;
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** Page-side: one tap, timed from the click event to "saved" for the punch it made (ms). */
function tapAndTime() {
  return new Promise((resolve, reject) => {
    const button = document.querySelector('[data-testid="clock-button"]');
    if (!(button instanceof HTMLButtonElement) || button.disabled) {
      reject(new Error('The clock button is not ready.'));
      return;
    }
    // The saved line names the action tapped; the button's label says which one that is.
    const action = button.textContent.trim();
    let clickedAt;
    const saved = () => {
      const line = document.querySelector('[data-testid="clock-saved"]');
      return line !== null && line.textContent.includes('Saved on this device') && line.textContent.includes(action);
    };
    const observer = new MutationObserver(() => {
      if (clickedAt === undefined || !saved()) return;
      const at = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      resolve(at - clickedAt);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('No "Saved on this device" within 10 s.'));
    }, 10_000);
    window.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    button.click();
  });
}

async function measureTapToSaved(page) {
  const timings = [];
  for (let i = 0; i < WARMUP_TAPS + TAPS; i++) {
    await waitForClock(page);
    const ms = await page.evaluate(tapAndTime);
    if (i >= WARMUP_TAPS) timings.push(ms);
  }
  return timings.sort((a, b) => a - b);
}

/** Page-side: the outbox of the signed-in user, raw IndexedDB (the app's own schema). */
function outboxInPage({ op, rows }) {
  const session = JSON.parse(localStorage.getItem('groundwork.session'));
  const name = `groundwork-u${session.userId}-c${session.companyId}`;
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('outbox', op === 'append' ? 'readwrite' : 'readonly');
      const store = tx.objectStore('outbox');
      let result;
      if (op === 'append') {
        const last = store.index('seq').openCursor(null, 'prev');
        last.onsuccess = () => {
          let seq = last.result ? last.result.value.seq : 0;
          for (const row of rows) store.add({ ...row, seq: ++seq });
          result = rows.length;
        };
      } else {
        const count = store.count();
        count.onsuccess = () => (result = count.result);
      }
      tx.oncomplete = () => {
        db.close();
        resolve(result);
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

async function measureDrain(context, page) {
  // Whatever the taps left goes first, so the drain starts from an empty queue.
  const settle = Date.now() + 60_000;
  while ((await page.evaluate(outboxInPage, { op: 'count' })) > 0) {
    if (Date.now() > settle) throw new Error('The tapped punches were not sent within 60 s.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await context.setOffline(true);
  const first = Date.now() - DRAIN_CHANGES * 1_000;
  const rows = Array.from({ length: DRAIN_CHANGES }, (_, i) => {
    const time = new Date(first + i * 1_000).toISOString();
    return {
      id: crypto.randomUUID(),
      kind: 'attendance.clock',
      method: 'POST',
      path: 'inout/api/clock/',
      body: { action: i % 2 === 0 ? 'in' : 'out', client_time: time, timezone: 'UTC', recorded_offline: true },
      entity_key: `punch:${crypto.randomUUID()}`,
      created_at: time,
      attempts: 0,
      next_attempt_at: 0,
      state: 'pending',
      last_error: null,
    };
  });
  await page.evaluate(outboxInPage, { op: 'append', rows });
  const started = performance.now();
  await context.setOffline(false);
  for (;;) {
    const left = await page.evaluate(outboxInPage, { op: 'count' });
    if (left === 0) return performance.now() - started;
    if (performance.now() - started > DRAIN_LIMIT_MS) {
      throw new Error(`${left} of ${DRAIN_CHANGES} changes still queued after ${DRAIN_LIMIT_MS / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function run(ctx) {
  if (!ctx.chromium.available) {
    console.log(ctx.chromium.missingMessage('Sync bench'));
    return [];
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-bench-sync-'));
  let context;
  try {
    const opened = await signedInPage(ctx, userDataDir);
    context = opened.context;
    const taps = await measureTapToSaved(opened.page);
    const p50 = percentile(taps, 50);
    const p95 = percentile(taps, 95);
    console.log(
      `    tap to saved over ${taps.length} punches: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${taps.at(-1).toFixed(1)} ms`,
    );
    const drainMs = await measureDrain(context, opened.page);
    console.log(
      `    drained ${DRAIN_CHANGES} changes in ${(drainMs / 1000).toFixed(2)} s (${(drainMs / DRAIN_CHANGES).toFixed(1)} ms each)`,
    );
    return [
      { name: `tap to saved p50 (${TAPS} punches)`, value: Math.round(p50 * 10) / 10, unit: 'ms', target: '<= 50' },
      { name: `tap to saved p95 (${TAPS} punches)`, value: Math.round(p95 * 10) / 10, unit: 'ms', target: '<= 50' },
      {
        name: `drain ${DRAIN_CHANGES} queued changes after reconnecting (PGlite)`,
        value: Math.round(drainMs / 10) / 100,
        unit: 's',
        target: '<= 3',
      },
    ];
  } finally {
    await context?.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
