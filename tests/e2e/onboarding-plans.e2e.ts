// Journeys: a new company through onboarding (spec shell §2.5, §4, §8). Sign up → the wizard's
// Personal Information (first name required, the phone formatted once left) → Activate Apps → a reload keeps the
// step → the Free plan → the dashboard, where adding a second user is refused with the plan's
// message. And the Premium trial through the built-in provider's
// checkout page: closing it says "Process Closed…", completing it returns through the checkout
// redirect route, the header's label says Premium and the billing page shows the trial end.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FREE_PLAN_USER_LIMIT_REACHED } from '../../contract/subscription-constants';
import { fillCard, submitSignUp } from './billing-helpers';
import { launchBrowser, url, type LaunchedBrowser } from './harness';

async function signUp(page: Page, company: string): Promise<void> {
  await page.goto(url('/auth/signup'));
  await submitSignUp(page, company);
}

const currentStep = (page: Page) => page.locator('li[aria-current="step"]');

describe('onboarding', () => {
  // One browser per journey: each signs up a company of its own and stays signed in to it.
  let browser: LaunchedBrowser;
  beforeEach(async () => {
    browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('takes a new company through the wizard to the Free plan, keeping the step across a reload; a second user is refused', async () => {
    const page = await browser.context.newPage();
    await signUp(page, `Free Co ${randomUUID().slice(0, 6)}`);
    // A new owner starts at the first step (issue 21), not at the plan step the plan gate opens.
    await expect.poll(() => currentStep(page).textContent()).toContain('Personal Information');
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);

    const firstName = page.getByLabel('First name');
    await firstName.fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('This field is required').waitFor();
    await firstName.fill('Olivia');
    await page.getByLabel(/^Phone/).pressSequentially('5551234567');
    await page.getByLabel(/^Phone/).press('Tab');
    expect(await page.getByLabel(/^Phone/).inputValue()).toBe('(555) 123-4567');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => currentStep(page).textContent()).toContain('Activate Apps');

    await page.reload();
    await expect.poll(() => currentStep(page).textContent(), { timeout: 15_000 }).toContain('Activate Apps');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => currentStep(page).textContent()).toContain('Choose Plan');

    await page.getByRole('button', { name: 'Choose Free Plan' }).click();
    await page.waitForURL((current) => current.pathname === '/account/dashboard/', { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('plan-label').first().textContent(), { timeout: 15_000 }).toBe('Free');

    // The Free plan holds one user: adding a second is refused with the plan's message, on the form.
    await page.goto(url('/account/create'));
    await page.getByLabel('E-mail').fill(`second-${randomUUID().slice(0, 8)}@example.test`);
    await page.getByLabel('First name').fill('Second');
    await page.getByLabel('Last name').fill('User');
    await page.getByRole('button', { name: 'Create employee' }).click();
    await page.getByText(FREE_PLAN_USER_LIMIT_REACHED).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/account/create');
    await page.close();
  });

  it('starts a Premium trial through the built-in checkout; closing it first says so', async () => {
    const page = await browser.context.newPage();
    await signUp(page, `Premium Co ${randomUUID().slice(0, 6)}`);
    await page.goto(url('/auth/onboarding?step=2&users=8'));
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await page.waitForURL((current) => current.pathname.startsWith('/billing/checkout/'));
    await page.getByTestId('checkout-summary').getByText('Premium for 8 users').waitFor();

    await page.getByRole('button', { name: 'Close checkout' }).click();
    await page.getByText('Process Closed. Please select pricing plan to continue.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/onboarding');

    await page.getByRole('button', { name: 'Start free trial' }).click();
    await page.waitForURL((current) => current.pathname.startsWith('/billing/checkout/'));
    await fillCard(page, 'Olivia Owner', '4242424242424241');
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await page.getByText('Enter a valid card number.').waitFor();
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByRole('button', { name: 'Start free trial' }).click();

    await page.waitForURL((current) => current.pathname === '/account/dashboard/', { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('plan-label').first().textContent(), { timeout: 15_000 }).toBe('Premium');
    expect(await page.getByTestId('plan-label').first().getAttribute('href')).toBe('/account/billing');
    // The device's copy of the user (saved at most once a second) knows the plan before a reload.
    await page.waitForFunction(() =>
      (localStorage.getItem('groundwork.query-cache') ?? '').includes('"has_subscription_plan":true'),
    );
    await page.goto(url('/account/billing'));
    await expect.poll(() => page.getByTestId('billing-plan').textContent(), { timeout: 15_000 }).toBe('Premium');
    const trialEnd = new Date(Date.now() + 15 * 86_400_000);
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(trialEnd);
    expect(await page.getByTestId('billing-trial-end').textContent()).toBe(expected);
    expect(await page.getByTestId('billing-seats').textContent()).toBe('1 of 8 seats in use');
    await page.close();
  });
});
