// Journeys through the shell (spec shell §2.3, §2.4, §4): the menu an admin and a staff member see,
// the theme choice surviving a reload, one company never seeing another's name, and the sign-in
// frame of index.html showing the card's words where the app then draws them.
import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, launchBrowser, signIn, type LaunchedBrowser } from './harness';

let browser: LaunchedBrowser;
beforeEach(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await browser?.close();
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).first();

async function signedIn(who: { email: string; password: string }): Promise<Page> {
  const page = await browser.context.newPage();
  await signIn(page, who.email, who.password);
  await page.waitForURL((u) => u.pathname === '/account/dashboard/');
  await menu(page).waitFor({ timeout: 20_000 });
  return page;
}

/** Opens a collapsible menu section by its title and answers the link names inside it. */
async function sectionLinks(page: Page, title: string): Promise<string[]> {
  const nav = menu(page);
  await nav.getByRole('button', { name: title, exact: true }).click();
  await nav.getByRole('link').first().waitFor();
  return nav.getByRole('link').allInnerTexts();
}

describe('menus by role', () => {
  it('shows an admin the admin-only entries', async () => {
    const page = await signedIn(DEMO.acmeAdmin);
    const nav = menu(page);
    await expect(nav.getByText('Settings', { exact: true }).count()).resolves.toBeGreaterThan(0);
    await expect(nav.getByText('Activate Features', { exact: true }).count()).resolves.toBe(1);
    const employees = await sectionLinks(page, 'Employees/Users');
    expect(employees).toEqual(expect.arrayContaining(['Positions', 'Create New Employee', 'System Emails']));
    const stats = await sectionLinks(page, 'Statistics');
    expect(stats).toEqual(expect.arrayContaining(['Create Stat', 'Archived']));
  });

  it('hides them from a staff member, who still sees every active app', async () => {
    const page = await signedIn(DEMO.acmeStaff);
    const nav = menu(page);
    await expect(nav.getByText('Settings', { exact: true }).count()).resolves.toBe(0);
    await expect(nav.getByText('Activate Features', { exact: true }).count()).resolves.toBe(0);
    for (const app of ['Attendance', 'Statistics', 'Requests', 'Knowledge Base', 'Check List', 'Purchase Requests']) {
      await expect(nav.getByText(app, { exact: true }).count(), app).resolves.toBeGreaterThan(0);
    }
    const employees = await sectionLinks(page, 'Employees/Users');
    expect(employees).toEqual(expect.arrayContaining(['My Profile', 'Employee List']));
    expect(employees).not.toEqual(expect.arrayContaining(['Positions']));
    expect(employees).not.toContain('Create New Employee');
    const stats = await sectionLinks(page, 'Statistics');
    expect(stats).not.toContain('Create Stat');
  });

  it('shows each company only its own name', async () => {
    const page = await signedIn(DEMO.globexAdmin);
    await page.getByText('Globex Corporation').first().waitFor();
    await expect(page.getByText('Acme Field Services').count()).resolves.toBe(0);
  });
});

describe('theme', () => {
  it('keeps the chosen theme after a reload', async () => {
    const page = await signedIn(DEMO.acmeStaff);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const before = await isDark();
    const toggle = page.getByRole('button', { name: before ? 'Switch to light mode' : 'Switch to dark mode' });
    const saved = page.waitForResponse((r) => r.url().includes('/preference/') && r.request().method() === 'PATCH');
    await toggle.click();
    expect((await saved).status()).toBe(200);
    expect(await isDark()).toBe(!before);
    await page.reload();
    await menu(page).waitFor();
    expect(await isDark()).toBe(!before);
    // Saved for the user, not only on this device: a fresh browser signs in to the same theme.
    const other = await launchBrowser();
    try {
      const fresh = await other.context.newPage();
      await signIn(fresh, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
      await fresh.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, !before);
      // Put the demo user back as found.
      await fresh.getByRole('button', { name: before ? 'Switch to dark mode' : 'Switch to light mode' }).click();
      await fresh.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, before);
    } finally {
      await other.close();
    }
  });
});

describe('the sign-in frame painted before the app runs', () => {
  it("shows the card's title and description in the visitor's language, where the app draws them, before the app starts", async () => {
    const es = JSON.parse(fs.readFileSync('public/locales/es/translation.json', 'utf8')) as {
      auth: { signIn: { title: string; description: string } };
    };
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.addInitScript(() => localStorage.setItem('groundwork.language', 'es'));
    const header = (selector: string) =>
      page.locator(selector).evaluateAll((nodes) =>
        nodes.map((node) => {
          const box = node.getBoundingClientRect();
          return { text: node.textContent, x: box.x, y: box.y, width: box.width, height: box.height };
        }),
      );

    // The app's code never arrives: what shows is index.html's own frame.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/auth/signin');
    const frame = await header('[data-boot] h1, [data-boot] h1 + p');
    expect(frame.map((node) => node.text)).toEqual([es.auth.signIn.title, es.auth.signIn.description]);

    await page.unroute(/\.js(\?.*)?$/);
    await page.reload();
    await page.locator('form input[name="password"]').waitFor();
    expect(await page.locator('[data-boot]').count()).toBe(0);
    expect(await header('main h1, main h1 + p')).toEqual(frame);
    // The app's code started only once the frame was on screen, not before it (index.html).
    const [paint, start] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      performance.getEntriesByName('groundwork:app-start')[0]?.startTime,
    ]);
    expect(paint).toBeGreaterThan(0);
    expect(start).toBeGreaterThanOrEqual(paint!);
  });
});
