// Journeys of knowledge-base media (issue 5): an author uploads a video on a slow connection, sees
// its progress and that Save waits ("Please Upload or Cancel Before Saving"); the network drops
// mid-upload, the file is marked interrupted, and Retry brings it to completion, the server holding
// every byte. Files embedded in an article show in the page: a real PDF (made with LibreOffice, see
// fixtures/knowledge-base/README.md) in the browser's PDF viewer and a real spreadsheet as a table.
// An image put in the editor is uploaded, and the article keeps its URL, not its bytes.
//
// The browser reaches the server through a TCP relay of the test's own, so "the network drops" is
// real: the relay cuts every open connection (the upload's included) and refuses new ones until it
// is back. (Chromium's offline emulation fails new requests only; an upload on its way continues.)
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO, launchBrowser, signIn, type LaunchedBrowser } from './harness';
import { dropFile, editor } from './knowledge-base-helpers';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'knowledge-base');
const SAVE_WHILE_UPLOADING = 'Please Upload or Cancel Before Saving';

/** An MP4's first box (ftyp) and filler: what the server's video check reads, at a size worth watching. */
function videoBytes(size: number): Buffer {
  const data = crypto.randomBytes(size);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(data);
  return data;
}

interface Relay {
  origin: string;
  /** Cuts every open connection and refuses new ones. */
  drop(): void;
  restore(): void;
  close(): Promise<void>;
}

async function startRelay(target: string): Promise<Relay> {
  const { hostname, port } = new URL(target);
  const open = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    const upstream = net.connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => open.delete(socket));
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    drop() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let relay: Relay;

async function newArticle(page: Page, title: string) {
  await page.goto(`${relay.origin}/knowledgebase/articles/create`);
  await page.locator('input[name="title"]').fill(title);
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Safety' });
}

const uploadPercent = async (page: Page) => {
  const text =
    (await page
      .getByTestId('upload-item')
      .first()
      .innerText()
      .catch(() => '')) ?? '';
  return Number(/Uploading… (\d+)%/.exec(text)?.[1] ?? -1);
};

describe('knowledge base: media uploads', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    // No service worker: Chromium's network emulation is per page, and a worker's requests would
    // not be slowed or cut with it.
    relay = await startRelay(baseUrl);
    browser = await launchBrowser({ serviceWorkers: 'block' });
    page = await browser.context.newPage();
    await page.goto(`${relay.origin}/auth/signin`);
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
  });

  afterAll(async () => {
    await browser.close();
    await relay.close();
  });

  it('uploads a video with a progress bar, and a retry completes it after the network dropped', async () => {
    await newArticle(page, 'Induction video');
    await page.getByRole('button', { name: 'Video Recording' }).click();
    const uploader = page.getByTestId('uploader-video');
    await uploader.waitFor();

    // A slow uplink (256 KB/s), so the upload is seen on its way and can be cut mid-file: 6 MB take
    // 24 s, far longer than the checks below need even on a busy machine (at 1.5 MB/s the file
    // could finish before they did).
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    const bytes = videoBytes(6 * 1024 * 1024);
    await uploader
      .locator('input[type="file"]')
      .setInputFiles({ name: 'induction.mp4', mimeType: 'video/mp4', buffer: bytes });

    await expect.poll(() => uploadPercent(page), { timeout: 20_000 }).toBeGreaterThan(5);
    expect(await page.getByRole('progressbar').count()).toBe(1);
    // §5: Save waits while a file uploads.
    await expect.poll(() => page.getByText(SAVE_WHILE_UPLOADING).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save & Publish' }).isDisabled()).toBe(true);

    // The network drops mid-file.
    const before = await uploadPercent(page);
    expect(before).toBeLessThan(90);
    relay.drop();
    const item = page.getByTestId('upload-item');
    await expect.poll(() => item.getAttribute('data-state'), { timeout: 20_000 }).toBe('failed');
    expect(await item.innerText()).toContain('The upload was interrupted');
    expect(await page.getByRole('button', { name: 'Save & Publish' }).isDisabled()).toBe(true);

    // Back online (and at full speed): Retry sends the file again, to the end.
    relay.restore();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await item.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('video-player').waitFor({ timeout: 30_000 });
    expect(await page.getByText(SAVE_WHILE_UPLOADING).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save & Publish' }).isDisabled()).toBe(false);

    const videoUrl = await page.getByRole('textbox', { name: 'Video address' }).inputValue();
    expect(videoUrl).toMatch(/^\/knowledgebase\/api\/files\/\d+\/[0-9a-f]{32}\.mp4$/);
    const stored = Buffer.from(await (await fetch(`${baseUrl}${videoUrl}`)).arrayBuffer());
    expect(stored.length).toBe(bytes.length);
    expect(stored.equals(bytes)).toBe(true);

    await page.getByRole('button', { name: 'Save & Publish' }).click();
    await page.waitForURL((u) => /^\/knowledgebase\/articles\/\d+$/.test(u.pathname));
    await page.getByRole('button', { name: 'Mark as read' }).waitFor();
    const player = page.getByTestId('video-player');
    await player.waitFor();
    expect(await player.locator('video').getAttribute('src')).toBe(`${relay.origin}${videoUrl}`);
    // §9: the article's main player has the rates 2 to 0.5 with 1.7, and skips 10 s.
    const rates = await player.getByRole('combobox', { name: 'Playback speed' }).locator('option').allInnerTexts();
    expect(rates).toEqual(['2×', '1.7×', '1.5×', '1.2×', '1×', '0.7×', '0.5×']);
    expect(await player.getByRole('button', { name: 'Forward 10 s' }).count()).toBe(1);
    expect(await player.getByRole('link', { name: 'Download' }).count()).toBe(1);
  });

  it('shows an embedded PDF, spreadsheet and Word document in the article page', async () => {
    await newArticle(page, 'Fire safety documents');
    await page.getByRole('button', { name: 'Embed Files' }).click();
    const uploader = page.getByTestId('uploader-multi');
    await uploader
      .locator('input[type="file"]')
      .setInputFiles([
        path.join(FIXTURES, 'fire-drill.pdf'),
        path.join(FIXTURES, 'shift-rota.xlsx'),
        path.join(FIXTURES, 'ladder-safety.docx'),
      ]);
    // All arrive, the queue clears, and their URLs join the article's files.
    await expect
      .poll(() => page.getByRole('textbox', { name: 'File 3', exact: true }).inputValue(), { timeout: 20_000 })
      .toMatch(/\/knowledgebase\/api\/files\/\d+\/[0-9a-f]{32}\.docx#ladder-safety\.docx$/);
    expect(await page.getByRole('textbox', { name: 'File 2', exact: true }).inputValue()).toMatch(
      /\/knowledgebase\/api\/files\/\d+\/[0-9a-f]{32}\.xlsx#shift-rota\.xlsx$/,
    );
    expect(await page.getByRole('textbox', { name: 'File 1', exact: true }).inputValue()).toMatch(
      /\.pdf#fire-drill\.pdf$/,
    );
    expect(await page.getByTestId('upload-item').count()).toBe(0);

    await page.getByRole('button', { name: 'Save & Publish' }).click();
    await page.waitForURL((u) => /^\/knowledgebase\/articles\/\d+$/.test(u.pathname));

    // The PDF, in the browser's own viewer inside the page.
    const pdf = page.getByTestId('pdf-view');
    await pdf.waitFor();
    const src = await pdf.getAttribute('src');
    expect(src).toMatch(/\/knowledgebase\/api\/files\/\d+\/[0-9a-f]{32}\.pdf$/);
    await expect
      .poll(async () => {
        const frame = page.frames().find((f) => f.url() === src);
        return frame ? frame.evaluate(() => document.contentType).catch(() => null) : null;
      })
      .toBe('application/pdf');
    const served = await fetch(src!);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(fs.readFileSync(path.join(FIXTURES, 'fire-drill.pdf')))).toBe(
      true,
    );

    // The spreadsheet, as a table read from the file.
    const sheet = page.locator('[data-kind="spreadsheet"] [data-testid="office-view"]');
    await sheet.waitFor({ timeout: 20_000 });
    const cells = await sheet.locator('td, th').allInnerTexts();
    expect(cells).toEqual(expect.arrayContaining(['Shift', 'Start', 'End', 'Crew size']));
    expect(await page.getByRole('link', { name: 'Download shift-rota.xlsx' }).count()).toBe(1);
    // The Word document, converted to HTML in the page.
    const word = page.locator('[data-kind="word"] [data-testid="office-view"]');
    await word.waitFor({ timeout: 20_000 });
    expect(await word.locator('h1, h2').count()).toBeGreaterThan(0);
    expect(await word.locator('table').count()).toBe(1);
    // An admin keeps the context menu on office content.
    expect(
      await word.evaluate((el) => el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))),
    ).toBe(true);

    // A staff member (another origin, so another session) reads it without the context menu there.
    const articlePath = new URL(page.url()).pathname;
    const staff = await browser.context.newPage();
    await staff.goto(`${baseUrl}/auth/signin`);
    await signIn(staff, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await staff.goto(`${baseUrl}${articlePath}`);
    const staffWord = staff.locator('[data-kind="word"] [data-testid="office-view"]');
    await staffWord.waitFor({ timeout: 20_000 });
    expect(
      await staffWord.evaluate((el) =>
        el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
      ),
    ).toBe(false);
    await staff.close();
  });

  it('uploads an image put in the editor, and the article keeps its URL', async () => {
    // A 2×2 PNG written out byte for byte (signature, IHDR, IDAT, IEND).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
      'base64',
    );
    await newArticle(page, 'Valve diagram');
    await editor(page).click();
    await page.keyboard.type('The valve:');
    await dropFile(page, 'valve.png', 'image/png', png);
    const image = editor(page).locator('img');
    await image.waitFor({ timeout: 15_000 });
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/knowledgebase\/api\/files\/\d+\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${baseUrl}${src}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    await page.getByRole('button', { name: 'Save & Publish' }).click();
    await page.waitForURL((u) => /^\/knowledgebase\/articles\/\d+$/.test(u.pathname));
    const body = page.getByTestId('article-body');
    await body.locator('img').waitFor();
    expect(await body.locator('img').getAttribute('src')).toBe(src);
    expect(await body.innerHTML()).not.toContain('data:image');
  });
});
