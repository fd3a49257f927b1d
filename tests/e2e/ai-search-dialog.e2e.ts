// Journey: the AI knowledge-base search dialog (spec shell §2.4, §4). The demo admin asks how to
// charge forklift batteries: the seeded article is found, listed as a source with its percent
// match, and the answer (extractive: the suite's server has no AI provider) cites it. Closing the
// dialog resets it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, signIn, url, type LaunchedBrowser } from './harness';

describe('AI search dialog', () => {
  let browser: LaunchedBrowser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a seeded article, lists it as a source with its match, and answers citing it', async () => {
    const page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await page.getByRole('button', { name: 'Search the knowledge base with AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask the knowledge base' });
    await dialog.getByLabel('Your question').fill('   ');
    expect(await dialog.getByRole('button', { name: 'Search' }).isDisabled()).toBe(true);

    await dialog.getByLabel('Your question').fill('How do I charge forklift batteries?');
    await dialog.getByRole('button', { name: 'Search' }).click();
    const answer = dialog.getByTestId('ai-answer');
    await answer.waitFor({ timeout: 20_000 });
    expect(await dialog.getByRole('link', { name: 'Charging electric forklift batteries' }).count()).toBeGreaterThan(0);
    const sources = await dialog.getByTestId('ai-sources').textContent();
    expect(sources).toMatch(/Charging electric forklift batteries\s*\d{2,3}% match/);
    const text = (await answer.textContent()) ?? '';
    expect(text).toContain('Answer from your articles');
    expect(text).toMatch(/\[1\] Charging electric forklift batteries/);

    // Closed (its closing animation over, as the user sees it gone) and opened again: a fresh dialog.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Search the knowledge base with AI' }).click();
    await dialog.getByLabel('Your question').waitFor();
    expect(await dialog.getByTestId('ai-answer').count()).toBe(0);
    expect(await dialog.getByLabel('Your question').inputValue()).toBe('');
    await page.close();
  });
});
