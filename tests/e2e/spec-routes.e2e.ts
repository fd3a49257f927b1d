// Spec routes that showed the not-found page (issue 21), opened as a person would: the return from
// payment checkout in a browser whose session ended asks to sign in and comes back to finish; the
// company's profile at /account/settings/edit-company/; the auth area's settings pages; /test, the
// system check of the device; and the holidays page, not in the menu, reached from the calendar.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, signIn, url, type LaunchedBrowser } from './harness';

describe('spec routes a person reaches', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signed out, the checkout return asks to sign in and then finishes activating', async () => {
    const activations: Request[] = [];
    // The activation is answered here: the demo company's plan must not change under other journeys.
    await page.route('**/subscription/api/checkout-redirect/', async (route) => {
      activations.push(route.request());
      await route.fulfill({ status: 400, json: { detail: 'No such subscription.' } });
    });
    const path = '/checkout_redirect/cus_e2e/sub_e2e/2026-12-27/';
    await page.goto(url(path));
    await page.getByText('Sign in to finish activating your plan.').waitFor({ timeout: 20_000 });
    expect(activations).toHaveLength(0);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/auth/signin');
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await page.waitForURL((u) => u.pathname === path, { timeout: 20_000 });
    await page.getByRole('alert').getByText('No such subscription.').waitFor({ timeout: 20_000 });
    expect(activations.map((r) => r.postDataJSON() as unknown)).toEqual([
      { customer_id: 'cus_e2e', subscription_id: 'sub_e2e', next_billing_at: '2026-12-27' },
    ]);
    await page.unroute('**/subscription/api/checkout-redirect/');
  });

  it('opens the company profile at /account/settings/edit-company/', async () => {
    await page.goto(url('/account/settings/edit-company/'));
    await page.waitForURL((u) => u.pathname === '/account/settings' && u.hash === '#company-profile');
    await page.locator('#company-profile').waitFor({ timeout: 20_000 });
  });

  it('sends the auth area settings pages where they live', async () => {
    await page.goto(url('/auth/profile-settings'));
    await page.waitForURL((u) => u.pathname === '/account/profile/', { timeout: 20_000 });
    // Signed in, the auth tabs (sign-in) send on to the app.
    await page.goto(url('/auth/tabs-auth'));
    await page.waitForURL((u) => !u.pathname.startsWith('/auth/'), { timeout: 20_000 });
  });

  it('shows the system check at /test', async () => {
    await page.goto(url('/test'));
    await page.getByRole('heading', { name: 'System check' }).waitFor({ timeout: 20_000 });
    const check = (key: string) => page.locator(`[data-testid="system-check"] [data-check="${key}"]`);
    await check('user').getByText(DEMO.acmeAdmin.email, { exact: false }).waitFor();
    await check('network').getByText('Online').waitFor();
    await check('server').getByText('Answering').waitFor({ timeout: 20_000 });
    await check('pending')
      .getByText(/changes? waiting to sync/)
      .waitFor();
  });

  it('reaches the holidays page from the time-off calendar', async () => {
    await page.goto(url('/inout/time-off-calendar/'));
    await page.getByRole('link', { name: 'Manage holidays' }).click({ timeout: 20_000 });
    await page.waitForURL((u) => u.pathname === '/company/manage-holidays');
  });
});
