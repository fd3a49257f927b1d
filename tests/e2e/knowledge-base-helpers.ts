// Helpers of the knowledge-base journeys: the article form's fields as a person finds them, dropping
// a real file on the editor (a DataTransfer built in the page from the fixture's bytes, as a drag
// from the desktop delivers it), and the knowledge base API for setting up and checking the server.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { baseUrl } from './harness';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'knowledge-base');

export function editor(page: Page) {
  return page.getByTestId('article-body-editor');
}

/** Drops the fixture (or the given bytes) on the article editor. */
export async function dropFile(page: Page, name: string, type: string, bytes?: Buffer): Promise<void> {
  const data = (bytes ?? fs.readFileSync(path.join(FIXTURES, name))).toString('base64');
  const transfer = await page.evaluateHandle(
    ({ data, name, type }) => {
      const binary = atob(data);
      const array = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) array[i] = binary.charCodeAt(i);
      const transfer = new DataTransfer();
      transfer.items.add(new File([array], name, { type }));
      return transfer;
    },
    { data, name, type },
  );
  await editor(page).dispatchEvent('drop', { dataTransfer: transfer });
}

/** Fills the basic fields of the article form: name, the category (a root by its name) and the body. */
export async function fillBasics(page: Page, title: string, category: string, body: string): Promise<void> {
  await page.locator('input[name="title"]').fill(title);
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: category });
  await editor(page).click();
  await page.keyboard.type(body);
}

/**
 * Waits until the article form's autosave holds `text` on the device: a record of the `drafts` table
 * in the signed-in user's database (src/offline/article-autosave.ts), read with the raw IndexedDB
 * API so the app needs no test hook. A journey that closes or reloads the tab after a blur waits for
 * this instead of a fixed delay, which a busy machine can outlast.
 */
export async function waitForDraftOnDevice(
  page: Page,
  text: string,
  timeoutMs = 15_000,
  { orRescueCopy = false } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stored = await page.evaluate(
      async ({ text, orRescueCopy }) => {
        // A closing tab's synchronous copy (rescueAutosave) counts too when asked: the next open moves it
        // into the table.
        if (orRescueCopy && Object.keys(localStorage).some((k) => localStorage.getItem(k)?.includes(text))) return true;
        const raw = localStorage.getItem('groundwork.session');
        if (!raw) return false;
        const { userId, companyId } = JSON.parse(raw) as { userId: number; companyId: number };
        const name = `groundwork-u${userId}-c${companyId}`;
        // Opening a database that does not exist would create an empty one the app then cannot use.
        if (!(await indexedDB.databases()).some((d) => d.name === name)) return false;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        try {
          const rows = await new Promise<unknown[]>((resolve, reject) => {
            const request = db.transaction('drafts', 'readonly').objectStore('drafts').getAll();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          return rows.some((row) => JSON.stringify(row).includes(text));
        } finally {
          db.close();
        }
      },
      { text, orRescueCopy },
    );
    if (stored) return;
    if (Date.now() > deadline)
      throw new Error(`No draft holding "${text}" was stored on the device in ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function kbApi<T>(token: string, method: string, apiPath: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A published article with a signature acknowledgement, new for this journey (admin token). */
export async function createSignedArticle(token: string, title: string): Promise<{ id: number; title: string }> {
  const categories = await kbApi<{ id: number }[]>(token, 'GET', 'knowledgebase/api/category/list-create/');
  return kbApi<{ id: number; title: string }>(token, 'POST', 'knowledgebase/api/create/', {
    title,
    article_category: categories[0]!.id,
    body: '<p>Isolate every energy source and lock it before any maintenance.</p>',
    is_assigned_to_everyone: true,
    acknowledgement_type: 1,
  });
}

/** A 1×1 PNG, the smallest picture the editor's image upload accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Stores a picture as the article editor does (POST knowledgebase/upload_file/jodit/1/); its URL. */
export async function uploadEditorImage(token: string, bytes: Buffer = TINY_PNG): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${baseUrl}/knowledgebase/upload_file/jodit/1/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`Image upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}
