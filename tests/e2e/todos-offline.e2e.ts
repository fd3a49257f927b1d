// To-dos work offline (issue 21): a staff member with no signal adds two to-dos on the dashboard,
// renames one (tap the text, type, Enter) and ticks the other, reloads the app still offline (the
// four changes are on the device, not in memory), and the network comes back. The server must then
// hold exactly those two to-dos, once each, with the new name and the tick.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  DEMO,
  launchBrowser,
  readOutbox,
  readyForOfflineReload,
  signIn,
  storedSession,
  url,
  waitForOutbox,
  type LaunchedBrowser,
} from './harness';

interface ServerTodo {
  id: number;
  title: string;
  is_completed: boolean;
}

async function serverTodos(token: string): Promise<ServerTodo[]> {
  const response = await fetch(`${baseUrl}/account/api/todo/?page_size=200`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET todo answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { results: ServerTodo[] }).results;
}

const textButton = (page: Page, title: string) => page.getByRole('button', { name: `${title} (edit)`, exact: true });

async function addTodo(page: Page, title: string): Promise<void> {
  await page.getByPlaceholder('Add a to-do…').fill(title);
  await page.getByPlaceholder('Add a to-do…').press('Enter');
  await textButton(page, title).waitFor({ timeout: 10_000 });
}

describe('to-dos offline', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('add two, rename one, tick one, reload offline, reconnect: the server holds exactly those, once', async () => {
    const stamp = Date.now().toString(36);
    const gloves = `Restock gloves ${stamp}`;
    const depot = `Call the depot ${stamp}`;
    const depotRenamed = `Call the depot at 9 ${stamp}`;

    const page = await browser.context.newPage();
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await page.goto(url('/account/dashboard/'));
    await page.getByPlaceholder('Add a to-do…').waitFor({ timeout: 30_000 });
    await readyForOfflineReload(page);
    const { token } = await storedSession(page);
    const before = await serverTodos(token);

    await browser.context.setOffline(true);
    try {
      await addTodo(page, gloves);
      await addTodo(page, depot);

      // Rename: tap the text, it becomes a field; replace the text and press Enter.
      await textButton(page, depot).click();
      const field = page.getByRole('textbox', { name: 'To-do text' });
      await field.fill(depotRenamed);
      await field.press('Enter');
      await textButton(page, depotRenamed).waitFor();

      // Tick: the person taps the box in front of the to-do.
      await page.locator('label', { has: page.getByRole('checkbox', { name: gloves }) }).click();
      await expect.poll(() => page.getByRole('checkbox', { name: gloves }).isChecked()).toBe(true);

      const queued = await readOutbox(page);
      expect(queued.map((row) => row.kind)).toEqual(['todos.add', 'todos.add', 'todos.rename', 'todos.tick']);

      // Still there after a reload with no network: they live on the device, not in memory.
      await page.reload();
      await textButton(page, depotRenamed).waitFor({ timeout: 30_000 });
      await textButton(page, gloves).waitFor();
      expect(await page.getByRole('checkbox', { name: gloves }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: depotRenamed }).isChecked()).toBe(false);
      expect(await textButton(page, depot).count()).toBe(0);
      expect(await page.getByTestId('todo-waiting').count()).toBe(2);
      // Nothing reached the server.
      expect(await serverTodos(token)).toEqual(before);
    } finally {
      await browser.context.setOffline(false);
    }

    await waitForOutbox(page, (rows) => rows.length === 0, { timeoutMs: 30_000, what: 'the to-do changes to be sent' });
    const known = new Set(before.map((t) => t.id));
    const added = (await serverTodos((await storedSession(page)).token)).filter((t) => !known.has(t.id));
    expect(added.map((t) => [t.title, t.is_completed]).sort()).toEqual([
      [depotRenamed, false],
      [gloves, true],
    ]);

    // The list now shows the server's copies, nothing waiting, each once.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="todo-waiting"]').length === 0);
    expect(await textButton(page, gloves).count()).toBe(1);
    expect(await textButton(page, depotRenamed).count()).toBe(1);
    await page.close();
  });
});
