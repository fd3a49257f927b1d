// A body over the limit answers a readable 413 at any size (issue 17), seen from a page in Chromium:
// the sign-in endpoint is sent 5 MB, 100 MB and 1 GB files (picked in a file input, as a person
// attaches one; Chromium keeps a file on disk rather than in memory) with fetch, and each time the
// page reads the 413 and its JSON. Chromium sends the whole body before it looks at an answer, so
// the server reads and throws away the rest at its budget (64 MiB a second by default: the gigabyte
// takes about 16 s) instead of hanging up, which would leave the page with "Failed to fetch".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, url, type LaunchedBrowser } from './harness';

const MB = 1024 * 1024;
const TOO_LARGE = { detail: 'Request body is too large.', code: 'payload_too_large' };

describe('a body over the limit, sent from a page', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-bodies-'));
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await page.locator('input[name="email"]').waitFor();
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.type = 'file';
      input.id = 'body-file';
      document.body.append(input);
    });
  });

  afterAll(async () => {
    await browser?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  for (const megabytes of [5, 100, 1024]) {
    it(`reads the 413 for a ${megabytes} MB file sent to sign-in`, async () => {
      const file = path.join(dir, `body-${megabytes}.json`);
      fs.closeSync(fs.openSync(file, 'w'));
      fs.truncateSync(file, megabytes * MB); // sparse: nothing written to disk
      await page.setInputFiles('#body-file', file);
      const answer = await page.evaluate(async () => {
        const body = (document.getElementById('body-file') as HTMLInputElement).files![0]!;
        try {
          const res = await fetch('/account/api/login/', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });
          return { status: res.status, body: (await res.json()) as unknown, size: body.size };
        } catch (error) {
          return { error: String(error), size: body.size };
        }
      });
      expect(answer).toEqual({ status: 413, body: TOO_LARGE, size: megabytes * MB });
    });
  }
});
