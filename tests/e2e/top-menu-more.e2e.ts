// Journey (issue 21): an admin on a 1280 px screen picks the horizontal layout. The menu used to
// scroll sideways in a strip, half of it out of sight with no cue; now the line holds what fits and
// a "More" menu holds the rest, reachable with the keyboard: Tab to it, Enter opens it, Enter on the
// highlighted entry follows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, launchBrowser, signIn, url, type LaunchedBrowser } from './harness';

describe('horizontal menu at 1280 px', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows what fits and puts the rest in a keyboard-reachable More menu', async () => {
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await page.getByRole('button', { name: 'Open the profile menu' }).click();
    await page.getByRole('menuitemradio', { name: 'Horizontal (top menu)' }).click();
    await page.keyboard.press('Escape');

    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const more = nav.getByRole('button', { name: 'More' });
    await more.waitFor({ timeout: 15_000 });
    // Nothing sits out of sight in the line: it does not scroll, and its last entry ends inside it.
    const line = nav.locator('> div').first();
    const { scrollWidth, clientWidth } = await line.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const moreBox = (await more.boundingBox())!;
    expect(moreBox.x + moreBox.width).toBeLessThanOrEqual(1280);

    // Keyboard: focus moves along the line to More, Enter opens it.
    await line.locator('a, button').first().focus();
    for (let i = 0; i < 30 && !(await more.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const content = page.getByTestId('top-menu-more-content');
    await content.waitFor();

    // Every entry is somewhere: on the line or in More.
    const shown = (await line.innerText()) + '\n' + (await content.innerText());
    for (const label of ['Dashboard', 'Knowledge Base', 'Check List', 'Settings', 'Activate Features']) {
      expect(shown).toContain(label);
    }

    // Enter follows the highlighted entry of More.
    const highlighted = content.locator('[data-highlighted]');
    await highlighted.waitFor();
    const href = await highlighted.getAttribute('href');
    expect(href).toMatch(/^\//);
    await page.keyboard.press('Enter');
    await page.waitForURL((current) => current.pathname + current.hash === href || current.pathname === href);
  });
});
