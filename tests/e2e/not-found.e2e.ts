// Journey: the not-found page (spec shell §2.6, route /404): the message "Oops! Page Error found!"
// and a Go to Dashboard control that leads to /. Checked signed out (the page needs no session) and
// signed in (where / is the dashboard itself rather than the sign-in gate).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, launchBrowser, signIn, url, type LaunchedBrowser } from './harness';

const MESSAGE = 'Oops! Page Error found!';

function goToDashboard(page: Page) {
  return page
    .getByRole('link', { name: 'Go to Dashboard' })
    .or(page.getByRole('button', { name: 'Go to Dashboard' }))
    .first();
}

async function openNotFound(page: Page): Promise<void> {
  const response = await page.goto(url('/404'));
  // The server answers every non-API path with the app shell; the client router renders the page.
  expect(response?.status()).toBe(200);
  await page.getByText(MESSAGE).waitFor({ timeout: 15_000 });
  await goToDashboard(page).waitFor();
}

describe('not-found page', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the message and Go to Dashboard to a signed-out visitor', async () => {
    const page = await browser.context.newPage();
    await openNotFound(page);

    await goToDashboard(page).click();
    // "/" is behind the sign-in gate, so a signed-out visitor may continue to the sign-in page.
    await page.waitForURL((current) => current.pathname !== '/404');
    const landed = new URL(page.url()).pathname;
    expect(landed === '/' || landed.startsWith('/auth/signin'), `landed on ${landed}`).toBe(true);
    await page.close();
  });

  it('takes a signed-in user from /404 to / (and on to the dashboard) with Go to Dashboard', async () => {
    const page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await openNotFound(page);

    // Every URL the tab shows after the click, client-side navigations included: "/" may hand on to
    // the dashboard's own path at once.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await goToDashboard(page).click();
    await page.getByText(MESSAGE).waitFor({ state: 'detached', timeout: 15_000 });
    expect(visited).toContain('/');
    const landed = new URL(page.url()).pathname;
    expect(['/', '/account/dashboard/'], `landed on ${landed}`).toContain(landed);
    await page.close();
  });
});
