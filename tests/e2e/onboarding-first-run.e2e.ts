// Journeys of issue 21's sign-up items, as the person does them. A new owner signs up and the wizard
// opens on Personal Information (not on Choose Plan with the first steps drawn done); Next on Activate
// Apps answers at once (it used to spin: the saved form's pending state outlived it). An app-deal
// owner tries a code nobody issued (refused under Licence codes, naming it), signs up with an issued
// demo code, wanders to the dashboard before finishing (the plan gate's ?step=2 used to show "All
// steps are done." with no way on), finishes from Activate Apps and lands on the dashboard, LTD Active;
// on the billing page "Manage billing" says there is no portal instead of reloading the page.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LICENSE_CODE_UNKNOWN } from '../../contract/subscription-constants';
import { submitSignUp } from './billing-helpers';
import { launchBrowser, url, type LaunchedBrowser } from './harness';

/** One of the codes the demo data issues (server/seed/demo.ts); each registers one company. */
const ISSUED_CODE = 'GW-DEMO-LTD-0005';

const currentStep = (page: Page) => page.locator('li[aria-current="step"]');

describe('first run of a new company', () => {
  let browser: LaunchedBrowser;
  beforeEach(async () => {
    browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('a new owner goes through Personal Information, Activate Apps and Choose Plan in order', async () => {
    const page = await browser.context.newPage();
    await page.goto(url('/auth/signup'));
    await submitSignUp(page, `First Run ${randomUUID().slice(0, 6)}`);
    await expect.poll(() => currentStep(page).textContent(), { timeout: 15_000 }).toContain('Personal Information');
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);

    await page.getByLabel('First name').fill('Olivia');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => currentStep(page).textContent()).toContain('Activate Apps');
    // Next is ready at once, not a spinner left over from saving the form.
    const next = page.getByRole('button', { name: 'Next' });
    await next.click({ timeout: 5_000 });
    await expect.poll(() => currentStep(page).textContent()).toContain('Choose Plan');
    await page.getByRole('button', { name: 'Choose Free Plan' }).waitFor();
    await page.close();
  });

  it('an app-deal owner signs up with an issued code and reaches the dashboard', async () => {
    const page = await browser.context.newPage();
    await page.goto(url('/auth/app-sumo-register'));
    const unknown = `GW-NOT-ISSUED-${randomUUID().slice(0, 6)}`.toUpperCase();
    await page.getByLabel('Licence codes').fill(unknown);
    await page.getByLabel('Company name').fill(`Deal Co ${randomUUID().slice(0, 6)}`);
    await page.getByLabel('First name').fill('Dee');
    await page.getByLabel('Email').fill(`deal-${randomUUID()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('a long enough password');
    await page.getByLabel('Confirm password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(`${LICENSE_CODE_UNKNOWN} (${unknown})`).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/auth/app-sumo-register');

    await page.getByLabel('Licence codes').fill(ISSUED_CODE.toLowerCase());
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((current) => current.pathname === '/auth/onboarding', { timeout: 20_000 });
    await expect.poll(() => currentStep(page).textContent(), { timeout: 15_000 }).toContain('Personal Information');

    // Off to the app before finishing: the plan gate brings the owner back to the wizard's last
    // step, with a way to finish, not to "All steps are done." with nothing to press.
    await page.goto(url('/account/dashboard/'));
    await page.waitForURL((current) => current.pathname === '/auth/onboarding', { timeout: 15_000 });
    await expect.poll(() => currentStep(page).textContent(), { timeout: 15_000 }).toContain('Activate Apps');
    expect(await page.getByText('All steps are done.').count()).toBe(0);
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL((current) => current.pathname === '/' || current.pathname === '/account/dashboard/', {
      timeout: 15_000,
    });
    await expect
      .poll(() => page.getByTestId('plan-label').first().textContent(), { timeout: 15_000 })
      .toBe('LTD Active');
    // A reload stays in the app: the company has its lifetime plan now.
    await page.reload();
    await page.getByTestId('plan-label').first().waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).not.toBe('/auth/onboarding');

    // A lifetime licence has no billing portal: "Manage billing" says so and stays on the page (it
    // used to navigate to the page itself, a reload with no word).
    await page.goto(url('/account/billing'));
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.getByRole('status').filter({ hasText: 'There is no billing portal for this subscription' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/billing');
    await page.close();
  });
});
