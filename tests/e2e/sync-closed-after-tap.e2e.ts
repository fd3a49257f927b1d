// Journey 4 of the sync engine (issue 3, "What must show it"): the browser is closed right after a
// tap, 50 times, and opened again on the same profile (so IndexedDB survives, as on a phone whose
// browser was swiped away). Every punch that showed "Saved on this device" must reach the server
// exactly once; one tapped as the browser closed may be lost only if it never showed saved, and is
// never recorded twice. The moment of closing varies over the trials: as soon as "saved" shows,
// while the punch's request is on its way, just after the server answered it (before the device
// could note that), and at once after the click. The next open sends what the last one left.
// Two devices (profiles) of the same user take turns in parallel, 25 closings each, to keep the
// journey short; each has its own time zone, which every punch carries, to tell them apart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import {
  DEMO,
  PUNCH_URL,
  baseUrl,
  duplicatePunches,
  readOutbox,
  serverPunches,
  signIn,
  spacedClockTap,
  storedSession,
  url,
  waitForOutbox,
  type ServerPunch,
} from './harness';

const TRIALS = 50;
const MODES = ['saved', 'request-sent', 'answer-received', 'right-after-click'] as const;
type Mode = (typeof MODES)[number];

interface Trial {
  mode: Mode;
  /** Wall time just before the click and once the browser was closed: the punch's instant lies within. */
  before: number;
  closedAt: number;
  showedSaved: boolean;
}

const isPunchRequest = (request: Request) =>
  request.method() === 'POST' && PUNCH_URL.test(new URL(request.url()).pathname);

/**
 * The newest instant a punch request carries (a punch alone, or a batch with what earlier trials
 * left), to tell a request with this trial's punch from one with only earlier trials' punches.
 */
function tappedAt(request: Request): number {
  type Body = { client_time?: string; punches?: { client_time?: string }[] };
  const body = request.postDataJSON() as Body | null;
  const times = (body?.punches ?? [body ?? {}]).flatMap((p) => (p.client_time ? [Date.parse(p.client_time)] : []));
  return times.length > 0 ? Math.max(...times) : Number.NaN;
}

/** One phone: a Chromium profile on disk, opened and closed again and again. */
class Device {
  readonly userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-chromium-closed-'));
  readonly trials: Trial[] = [];

  constructor(readonly timezoneId: string) {}

  async open(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await chromium.launchPersistentContext(this.userDataDir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
      baseURL: baseUrl,
      timezoneId: this.timezoneId,
      viewport: { width: 1280, height: 800 },
      // Granted at launch (fewer round trips per opening than grantLocation): no punch waits for a fix.
      permissions: ['geolocation'],
      geolocation: { latitude: 40.7128, longitude: -74.006, accuracy: 12 },
    });
    const page = context.pages()[0] ?? (await context.newPage());
    return { context, page };
  }

  /** Taps, waits for the moment `mode` names (bounded), closes the browser; what the user saw. */
  async trial(mode: Mode): Promise<void> {
    const { context, page } = await this.open();
    try {
      await readyClock(page);
      const before = Date.now();
      const ours = (request: Request) => isPunchRequest(request) && tappedAt(request) >= before;
      const saved = page.getByTestId('clock-saved').getByText('Saved on this device');
      const moment =
        mode === 'request-sent'
          ? context.waitForEvent('request', { predicate: ours, timeout: 15_000 })
          : mode === 'answer-received'
            ? context.waitForEvent('response', { predicate: (r) => ours(r.request()), timeout: 15_000 })
            : null;
      await spacedClockTap(() => page.getByTestId('clock-button').click());
      let showedSaved: boolean;
      if (mode === 'right-after-click') {
        // Not waited for; counted only if it happened to be on screen already.
        showedSaved = await saved.isVisible();
      } else {
        await saved.waitFor({ timeout: 10_000 });
        showedSaved = true;
        await moment;
      }
      await context.close();
      this.trials.push({ mode, before, closedAt: Date.now(), showedSaved });
    } finally {
      await context.close().catch(() => {});
    }
  }

  dispose(): void {
    fs.rmSync(this.userDataDir, { recursive: true, force: true });
  }
}

/** Opens the dashboard and waits until the clock knows the next action; says why if it never does. */
async function readyClock(page: Page): Promise<void> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(url('/account/dashboard/'));
  try {
    await page.waitForFunction(
      () => {
        const button = document.querySelector('[data-testid="clock-button"]');
        return button instanceof HTMLButtonElement && !button.disabled;
      },
      undefined,
      { timeout: 30_000 },
    );
  } catch (error) {
    const screen = await page
      .locator('body')
      .innerText({ timeout: 1_000 })
      .catch(() => '(unreadable)');
    throw new Error(`The clock never became ready. Screen:\n${screen}\nErrors:\n${problems.join('\n')}`, {
      cause: error,
    });
  }
}

describe('sync: the browser closed right after a tap', () => {
  const devices = [new Device('America/New_York'), new Device('Europe/Berlin')];

  beforeAll(async () => {
    for (const device of devices) {
      const { context, page } = await device.open();
      try {
        await page.goto(url('/auth/signin'));
        await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
        await readyClock(page);
        expect(await readOutbox(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  afterAll(() => {
    for (const device of devices) device.dispose();
  });

  it(`delivers each saved punch exactly once over ${TRIALS} closings`, { timeout: 360_000 }, async () => {
    const started = Date.now();
    await Promise.all(
      devices.map(async (device, d) => {
        for (let i = d; i < TRIALS; i += devices.length) await device.trial(MODES[i % MODES.length]!);
      }),
    );

    let punches: ServerPunch[] = [];
    for (const device of devices) {
      // One more open drains whatever the last closings left on this device.
      const { context, page } = await device.open();
      try {
        await readyClock(page);
        await waitForOutbox(page, (rows) => rows.length === 0, {
          timeoutMs: 30_000,
          intervalMs: 200,
          what: 'the punches left by the closings to be sent',
        });
        punches = await serverPunches((await storedSession(page)).token);
      } finally {
        await context.close();
      }
    }

    punches = punches.filter((p) => Date.parse(p.client_time) >= started);
    expect(duplicatePunches(punches)).toEqual([]);
    let attributed = 0;
    for (const device of devices) {
      for (const [i, t] of device.trials.entries()) {
        const landed = punches.filter(
          (p) =>
            p.timezone === device.timezoneId &&
            Date.parse(p.client_time) >= t.before &&
            Date.parse(p.client_time) <= t.closedAt,
        ).length;
        attributed += landed;
        const trial = `${device.timezoneId} trial ${i} (${t.mode})`;
        // Saved on the device → on the server once; never more than once either way.
        if (t.showedSaved) expect(landed, trial).toBe(1);
        else expect(landed, trial).toBeLessThanOrEqual(1);
      }
    }
    // Every punch on the server belongs to a trial: nothing appeared from nowhere.
    expect(attributed).toBe(punches.length);
    const trials = devices.flatMap((device) => device.trials);
    expect(trials).toHaveLength(TRIALS);
    expect(trials.filter((t) => t.showedSaved).length).toBeGreaterThanOrEqual((TRIALS * 3) / 4);
  });
});
