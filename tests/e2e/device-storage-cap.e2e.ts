// Journey of issue 18.2: the device storage cap. A company admin sets the cap per device on the
// Pending changes screen (to the least allowed, 10 MB). A staff member signs in on a phone: the
// working set keeps their checklist's photo, then a course assigned to them (11 MB of pictures)
// downloads, which takes what is kept for offline use over the cap. Offline, they clock out (a change
// waiting on the device) and open Pending changes: the oldest kept things went — the checklist photo
// first, then the course download, still over the cap alone — the screen says what was removed and
// that nothing is kept now, while the punch still waits; the course's card says why it is no longer
// on the device. Back online, the punch is sent once. The least cap is met whatever the app's own
// files take (about 10 MB): the cap counts downloads and photos, not the whole origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiJson,
  apiSignIn,
  DEMO,
  grantLocation,
  launchBrowser,
  readOutbox,
  readyForOfflineReload,
  serverPunches,
  signIn,
  waitForOutbox,
  type LaunchedBrowser,
} from './harness';
import { courseDownloadStatus, photoKept } from './device-helpers';
import { startDedicatedServer, type ServerControl } from './server-control';

let server: ServerControl;
const url = (pathname: string) => new URL(pathname, `${server.baseUrl}/`).toString();
const KB = 'knowledgebase/api';
const MB = 1_000_000;

const api = <T>(token: string, method: string, apiPath: string, body?: unknown) =>
  apiJson<T>(token, apiPath, { method, body, base: server.baseUrl });

/** Sends a file as multipart form data; answers the JSON. */
async function upload<T>(token: string, apiPath: string, fields: Record<string, string | Blob>): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.set(name, value);
    else form.set(name, value, name === 'file' ? 'picture.png' : name);
  }
  const response = await fetch(url(`/${apiPath}`), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    body: form,
  });
  if (!response.ok) throw new Error(`POST ${apiPath} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A PNG header and `bytes` in all: the server checks an image's first bytes, the browser keeps them all. */
function bigPng(bytes: number): Blob {
  const head = Buffer.from('89504e470d0a1a0a', 'hex');
  const data = Buffer.alloc(bytes);
  head.copy(data);
  // Not all zeros: nothing on the way may compress it to nothing.
  for (let i = head.length; i < bytes; i += 7) data[i] = i % 251;
  return new Blob([new Uint8Array(data)], { type: 'image/png' });
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function usage(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
}

describe('the device storage cap', () => {
  const open: LaunchedBrowser[] = [];
  const stamp = Date.now();
  const courseName = `Crane signals ${stamp}`;
  const checklistTitle = `Yard walk ${stamp}`;
  let adminToken: string;
  let staffToken: string;
  let staffId: number;
  let articleId: number;
  let courseId: number;
  let photoPath: string;

  afterAll(async () => {
    for (const browser of open) await browser.close();
    await server?.dispose();
  });

  beforeAll(async () => {
    server = await startDedicatedServer();
    adminToken = (await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password, server.baseUrl)).token;
    staffToken = (await apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password, server.baseUrl)).token;
    staffId = (await api<{ staff_id: number }>(staffToken, 'GET', 'account/api/me/')).staff_id;

    // An article showing two 5.5 MB pictures (an upload is at most 10 MB), for the course assigned
    // once the photo is kept.
    const pictures: Array<{ url: string }> = [];
    for (let i = 0; i < 2; i++) {
      pictures.push(
        await upload<{ url: string }>(adminToken, 'knowledgebase/upload_file/jodit/1/', { file: bigPng(5.5 * MB) }),
      );
    }
    const categories = await api<{ id: number }[]>(adminToken, 'GET', `${KB}/category/list-create/`);
    articleId = (
      await api<{ id: number }>(adminToken, 'POST', `${KB}/create/`, {
        title: `Hand signals ${stamp}`,
        article_category: categories[0]!.id,
        body: `<p>Watch the banksman.</p>${pictures.map((p, i) => `<p><img src="${p.url}" alt="Signal ${i + 1}"></p>`).join('')}`,
        is_assigned_to_everyone: true,
        acknowledgement_type: 1,
      })
    ).id;

    // A checklist of theirs with a photo the working set keeps.
    const templates = await api<{ results: Array<{ id: number }> }>(
      adminToken,
      'GET',
      `checklist/api/template/?search=${encodeURIComponent('Site safety walk')}`,
    );
    const checklist = await api<{ id: number; version: number; items: Array<{ id: number; label: string }> }>(
      adminToken,
      'POST',
      'checklist/api/',
      { template: templates.results[0]!.id, assignees: [staffId], title: checklistTitle },
    );
    const fileId = crypto.randomUUID();
    await upload(staffToken, `checklist/api/details/${checklist.id}/files/`, {
      id: fileId,
      file: new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }),
    });
    const saved = await api<{ items: Array<{ label: string; file_url: string | null }> }>(
      staffToken,
      'PATCH',
      `checklist/api/details/${checklist.id}/`,
      {
        version: checklist.version,
        items: [{ id: checklist.items.find((i) => i.label === 'Photo of the work area')!.id, value: fileId }],
      },
    );
    photoPath = saved.items.find((i) => i.label === 'Photo of the work area')!.file_url!;
  });

  it('an admin sets the cap; over it, the oldest course download and photos go, the screen says so, and the waiting punch stays', async () => {
    // The admin sets the cap on the Pending changes screen.
    const admin = await launchBrowser();
    open.push(admin);
    const adminPage = admin.context.pages()[0] ?? (await admin.context.newPage());
    await adminPage.goto(url('/auth/signin'));
    await signIn(adminPage, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await adminPage.goto(url('/account/pending-changes/'));
    const field = adminPage.getByLabel('Storage cap per device (MB)');
    await field.waitFor({ timeout: 30_000 });
    expect(await field.inputValue()).toBe('200');
    await field.fill('5');
    await adminPage.getByRole('button', { name: 'Save cap' }).click();
    await adminPage.getByText('Enter a whole number of megabytes from 10 to 20000.').waitFor();
    await field.fill('10');
    await adminPage.getByRole('button', { name: 'Save cap' }).click();
    await adminPage
      .getByTestId('device-storage-kept')
      .getByText(/of 10 MB/)
      .waitFor({ timeout: 15_000 });
    expect(await api<{ device_storage_cap_mb: number }>(staffToken, 'GET', 'company/api/device-storage/')).toEqual({
      device_storage_cap_mb: 10,
    });

    // The staff member's phone: the course downloads and the photo is kept, over the cap.
    const phone = await launchBrowser({ viewport: { width: 360, height: 740 }, hasTouch: true });
    open.push(phone);
    await grantLocation(phone.context, server.baseUrl);
    const page = phone.context.pages()[0] ?? (await phone.context.newPage());
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await readyForOfflineReload(page);
    await expect.poll(() => photoKept(page, photoPath), { timeout: 30_000 }).toBe(true);

    // Then a course is assigned to them, newer than the photo; the next start downloads it.
    const category = await api<{ id: number }>(adminToken, 'POST', `${KB}/course-categories/`, {
      name: `Cap ${stamp}`,
    });
    courseId = (
      await api<{ id: number }>(adminToken, 'POST', `${KB}/courses/`, {
        name: courseName,
        category: category.id,
        individuals: [staffId],
        sections: [{ title: 'All of it', section_items: [{ article: articleId }] }],
      })
    ).id;
    await page.reload();
    // The cap is also applied on its own once the app has started (and every few minutes): if that
    // check came after the download, the course is already gone, which the screen must say too.
    await expect.poll(() => courseDownloadStatus(page, courseId), { timeout: 90_000 }).toMatch(/^(ready|removed)$/);
    const gone = (await courseDownloadStatus(page, courseId)) === 'removed';
    /** The usage with the course and the photo kept, when the cap was not applied before they were. */
    let usedBefore: number | null = null;
    if (!gone) {
      const used = await usage(page);
      console.log(`device storage with the course and the photo: ${(used / MB).toFixed(1)} MB`);
      expect(used).toBeGreaterThan(11 * MB);
      usedBefore = used;
    }

    // Offline, a punch waits on the device.
    await page.goto(url('/account/dashboard/'));
    const clock = page.getByTestId('clock-button');
    await page.waitForFunction(() => {
      const b = document.querySelector('[data-testid="clock-button"]');
      return b instanceof HTMLButtonElement && !b.disabled && b.dataset.loading === undefined;
    });
    await phone.context.setOffline(true);
    const before = await serverPunches(staffToken, server.baseUrl);
    await clock.click();
    await page.getByTestId('clock-saved').waitFor({ timeout: 10_000 });
    expect(await readOutbox(page)).toHaveLength(1);

    // Pending changes applies the cap and says what went; the punch still waits.
    await page.goto(url('/account/pending-changes/'));
    const removed = page.getByTestId('device-storage-removed');
    await removed.getByText(`Course “${courseName}”`, { exact: false }).waitFor({ timeout: 30_000 });
    await removed.getByText(/1 checklist photo/).waitFor();
    // Nothing is kept for offline use now: the least cap is met, the app's own files aside.
    await page.getByTestId('device-storage-kept').getByText('Kept for offline use: 0 bytes of 10 MB').waitFor();
    expect(await page.getByTestId('device-storage-over').count()).toBe(0);
    expect(await readOutbox(page)).toHaveLength(1);
    expect(await page.getByTestId('outbox-empty').count()).toBe(0);
    expect(await courseDownloadStatus(page, courseId)).toBe('removed');
    expect(await photoKept(page, photoPath)).toBe(false);
    // What went is gone from the device's usage too (the browser's estimate catches up with deleted
    // caches some time after).
    if (usedBefore !== null) {
      await expect.poll(() => usage(page), { timeout: 30_000 }).toBeLessThan(usedBefore - 5 * MB);
    }
    console.log(`device storage after the cap was applied: ${((await usage(page)) / MB).toFixed(1)} MB`);

    // The course's card says why it is no longer on the device.
    await page.goto(url('/knowledgebase/assigned-courses'));
    const card = page.getByTestId('assigned-course').filter({ hasText: courseName });
    await card.getByTestId('course-download-removed-for-cap').waitFor({ timeout: 20_000 });

    // Back online: the punch is sent once.
    await phone.context.setOffline(false);
    await waitForOutbox(page, (rows) => rows.length === 0, { timeoutMs: 30_000, what: 'the punch to be sent' });
    expect((await serverPunches(staffToken, server.baseUrl)).length).toBe(before.length + 1);
  }, 300_000);
});
