// Journey (issue 21): a new owner's dashboard shows the first-run checklist (invite the team, set up
// attendance, publish a first article, assign a course), none done. They follow "Start" on
// attendance, save the time-clock settings, and back on the dashboard that step is ticked, by the
// server, from the company's data. They dismiss the card; after a reload it stays dismissed.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitSignUp } from './billing-helpers';
import { launchBrowser, url, type LaunchedBrowser } from './harness';

const currentStep = (page: Page) => page.locator('li[aria-current="step"]');
const stepStates = (page: Page) =>
  page
    .getByTestId('first-run-checklist')
    .locator('li[data-step]')
    .evaluateAll((items) => items.map((li) => `${li.getAttribute('data-step')}:${li.getAttribute('data-done')}`));

describe('first-run checklist', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('ticks a step from the company’s data and stays dismissed after a reload', async () => {
    await page.goto(url('/auth/signup'));
    await submitSignUp(page, `Checklist Co ${randomUUID().slice(0, 6)}`);
    await expect.poll(() => currentStep(page).textContent(), { timeout: 15_000 }).toContain('Personal Information');
    await page.getByLabel('First name').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => currentStep(page).textContent()).toContain('Activate Apps');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Choose Free Plan' }).click();
    await page.waitForURL((current) => current.pathname === '/account/dashboard/', { timeout: 15_000 });

    const card = page.getByTestId('first-run-checklist');
    await card.getByText('Get your company started').waitFor({ timeout: 15_000 });
    await card.getByText('0 of 4 done').waitFor();
    expect(await stepStates(page)).toEqual([
      'invite_team:false',
      'set_up_attendance:false',
      'publish_article:false',
      'assign_course:false',
    ]);

    await card.locator('[data-step="set_up_attendance"]').getByRole('link', { name: 'Start' }).click();
    await page.waitForURL(
      (current) => current.pathname === '/account/settings' && current.hash === '#time-clock-settings',
    );
    await page.locator('#time-clock-settings').getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Time clock settings saved.').waitFor({ timeout: 15_000 });

    await page.goto(url('/account/dashboard/'));
    await card.getByText('1 of 4 done').waitFor({ timeout: 15_000 });
    expect(await stepStates(page)).toEqual([
      'invite_team:false',
      'set_up_attendance:true',
      'publish_article:false',
      'assign_course:false',
    ]);

    const dismissed = page.waitForResponse(
      (response) => response.url().includes('/account/api/first-run-checklist/dismiss/') && response.ok(),
    );
    await card.getByRole('button', { name: 'Dismiss this checklist' }).click();
    await dismissed;
    await card.waitFor({ state: 'detached' });

    // After a reload the server's answer, not the device's memory, keeps it closed.
    const fetched = page.waitForResponse(
      (response) => response.url().endsWith('/account/api/first-run-checklist/') && response.ok(),
    );
    await page.reload();
    const answer = (await (await fetched).json()) as { dismissed: boolean };
    expect(answer.dismissed).toBe(true);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await card.count()).toBe(0);
  });
});
