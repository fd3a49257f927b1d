// Journey of issue 18, part 4: a double tap on the time clock (two taps 0.8 s apart) records one
// punch, and the second tap says "Already clocked … — Undo". Online the punch reaches the server at
// once, so the undo offers a correction request (the create-request form, filled in). Offline the
// punch still waits on the device, and the undo takes it back: nothing reaches the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DEMO,
  grantLocation,
  launchBrowser,
  readOutbox,
  readyClock,
  serverPunches,
  signIn,
  storedSession,
  url,
  waitForOutbox,
  type LaunchedBrowser,
} from './harness';

const DOUBLE_TAP_GAP_MS = 800;

/** Two taps 0.8 s apart, as a thumb that bounced. */
async function doubleTap(page: Page): Promise<void> {
  await page.getByTestId('clock-button').click();
  await page.waitForTimeout(DOUBLE_TAP_GAP_MS);
  await page.getByTestId('clock-button').click();
}

describe('clock: a double tap', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser();
    await grantLocation(browser.context);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('records one punch; its undo asks for a correction once sent, and takes it back while on the device', async () => {
    const page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await page.goto(url('/account/dashboard/'));
    const { token } = await storedSession(page);

    // Online: one punch on the server, and the second tap says so.
    const label = await readyClock(page);
    const before = await serverPunches(token);
    await doubleTap(page);
    const repeat = page.getByTestId('clock-repeat');
    await repeat.waitFor({ timeout: 10_000 });
    const action = label === 'Clock in' ? 'in' : 'out';
    expect(await repeat.textContent()).toContain(action === 'in' ? 'Already clocked in at' : 'Already clocked out at');
    await waitForOutbox(page, (rows) => rows.length === 0, { what: 'the punch to be sent' });
    const added = (await serverPunches(token)).slice(before.length);
    expect(added.map((p) => p.action)).toEqual([action]);

    // It reached the server: the undo offers a correction request, filled in.
    await page.getByTestId('clock-undo').click();
    const correction = page.getByTestId('clock-correction');
    await correction.waitFor({ timeout: 10_000 });
    await correction.getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/request/create');
    expect(await page.locator('input[name="title"]').inputValue()).toContain('Remove a punch made by mistake');
    expect((await serverPunches(token)).length).toBe(before.length + 1);

    // Offline: the punch waits on the device, and the undo takes it back.
    await page.goto(url('/account/dashboard/'));
    const next = await readyClock(page);
    expect(next).not.toBe(label);
    await browser.context.setOffline(true);
    try {
      await doubleTap(page);
      await page.getByTestId('clock-repeat').waitFor({ timeout: 10_000 });
      expect(await readOutbox(page)).toHaveLength(1);
      await page.getByTestId('clock-undo').click();
      await page.getByTestId('clock-undone').waitFor({ timeout: 10_000 });
      expect(await readOutbox(page)).toHaveLength(0);
      // The button follows the outbox (a live query), a moment after the undo's message shows.
      await page.getByTestId('clock-button').getByText(next, { exact: true }).waitFor({ timeout: 10_000 });
      expect(await readyClock(page)).toBe(next);
    } finally {
      await browser.context.setOffline(false);
    }
    // Back online nothing more reaches the server.
    await page.waitForTimeout(2_000);
    expect(await readOutbox(page)).toHaveLength(0);
    expect((await serverPunches(token)).length).toBe(before.length + 1);
    await page.close();
  });
});
