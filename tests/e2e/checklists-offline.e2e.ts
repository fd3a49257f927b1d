// Checklist journeys of issue 8 (checklists, "What must show it"): two people fill the same checklist
// on two devices (two browsers, each its own profile) while offline.
//   1. Different items: both come online, and both entries are on the server (the second device's
//      change meets a 409, merges on its own and is sent again).
//   2. The same item: the second device shows the "someone else updated" warning and both values
//      side by side; the user keeps theirs, and the server holds that choice.
//   3. A photo taken offline (a generated image through the file input) uploads after reconnecting
//      and becomes the item's value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiSignIn, baseUrl, DEMO, launchBrowser, signIn, url, waitForOutbox, type LaunchedBrowser } from './harness';

interface Item {
  id: number;
  label: string;
  value: unknown;
  file_url: string | null;
}

/** A 1×1 PNG: a real image the page can decode and re-encode. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let token: string;
async function serverChecklist(id: number): Promise<{ version: number; items: Item[] }> {
  const response = await fetch(`${baseUrl}/checklist/api/details/${id}/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET checklist answered ${response.status}`);
  return (await response.json()) as { version: number; items: Item[] };
}
const itemValue = async (id: number, label: string) =>
  (await serverChecklist(id)).items.find((i) => i.label === label)!;

async function openChecklist(page: Page, id: number) {
  await page.goto(url(`/checklist/checklists/${id}`));
  await page.getByTestId('item-Exits clear').waitFor({ timeout: 30_000 });
}

const outboxEmpty = (page: Page, what: string) =>
  waitForOutbox(page, (rows) => rows.length === 0, { timeoutMs: 30_000, what });

describe('checklists: two people, one checklist, offline', () => {
  let admin: LaunchedBrowser;
  let staff: LaunchedBrowser;
  let a: Page;
  let b: Page;
  let checklistId: number;

  beforeAll(async () => {
    const session = await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    token = session.token;
    const list = await fetch(`${baseUrl}/checklist/api/?search=Site%20safety%20walk`, {
      headers: { authorization: `Bearer ${token}` },
    });
    checklistId = ((await list.json()) as { results: Array<{ id: number }> }).results[0]!.id;
    [admin, staff] = [await launchBrowser(), await launchBrowser({ viewport: { width: 390, height: 844 } })];
    a = await admin.context.newPage();
    b = await staff.context.newPage();
    await signIn(a, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await signIn(b, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
  });

  afterAll(async () => {
    await admin?.close();
    await staff?.close();
  });

  it('keeps both edits of different items', { timeout: 120_000 }, async () => {
    await openChecklist(a, checklistId);
    await openChecklist(b, checklistId);
    await admin.context.setOffline(true);
    await staff.context.setOffline(true);

    await a.getByTestId('item-Exits clear').getByText('Done').click();
    const hazards = b.getByTestId('item-Hazards seen').locator('textarea');
    await hazards.fill('Loose cable by the door');
    await hazards.blur();
    await waitForOutbox(a, (rows) => rows.length === 1, { what: 'the tick saved on device A' });
    await waitForOutbox(b, (rows) => rows.length === 1, { what: 'the text saved on device B' });

    await admin.context.setOffline(false);
    await outboxEmpty(a, 'device A to send its change');
    await staff.context.setOffline(false);
    await outboxEmpty(b, 'device B to merge and send its change');

    expect((await itemValue(checklistId, 'Exits clear')).value).toBe(true);
    expect((await itemValue(checklistId, 'Hazards seen')).value).toBe('Loose cable by the door');
    await b.getByTestId('updated-elsewhere').waitFor();
  });

  it('asks about the same item, shows both values, and the server holds the choice', { timeout: 120_000 }, async () => {
    await openChecklist(a, checklistId);
    await openChecklist(b, checklistId);
    await admin.context.setOffline(true);
    await staff.context.setOffline(true);

    const pressure = (page: Page) => page.getByTestId('item-Fire extinguisher pressure (bar)').locator('input');
    await pressure(a).fill('6');
    await pressure(a).blur();
    await pressure(b).fill('7.5');
    await pressure(b).blur();
    await waitForOutbox(a, (rows) => rows.length === 1);
    await waitForOutbox(b, (rows) => rows.length === 1);

    await admin.context.setOffline(false);
    await outboxEmpty(a, 'device A to send its value');
    await staff.context.setOffline(false);

    const dialog = b.getByTestId('conflict-dialog');
    await dialog.waitFor({ timeout: 30_000 });
    await expect.poll(() => dialog.getByTestId('conflict-local').innerText()).toContain('7.5');
    expect(await dialog.getByTestId('conflict-server').innerText()).toContain('6');
    await b.getByTestId('updated-elsewhere').waitFor();

    await dialog.getByTestId('conflict-local').click();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await outboxEmpty(b, 'device B to send the chosen value');
    expect((await itemValue(checklistId, 'Fire extinguisher pressure (bar)')).value).toBe(7.5);
    // Resolved: the warning goes with the dialog.
    await b.getByTestId('updated-elsewhere').waitFor({ state: 'detached' });
    expect(await b.getByTestId('conflict-dialog').count()).toBe(0);
  });

  it('uploads a photo taken offline once the device is back online', { timeout: 120_000 }, async () => {
    await openChecklist(b, checklistId);
    await staff.context.setOffline(true);
    await b
      .getByTestId('item-Photo of the work area')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await waitForOutbox(b, (rows) => rows.length === 2, { what: 'the photo and its value saved on device B' });
    await b.getByTestId('item-Photo of the work area').getByRole('img').waitFor();

    await staff.context.setOffline(false);
    await outboxEmpty(b, 'the photo to upload');
    const photo = await itemValue(checklistId, 'Photo of the work area');
    expect(typeof photo.value).toBe('string');
    expect(photo.file_url).toMatch(/^\/checklist\/api\/files\//);
    const image = await fetch(`${baseUrl}${photo.file_url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });
});
