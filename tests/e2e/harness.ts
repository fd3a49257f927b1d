// Shared helpers for the browser journeys: a fresh Chromium (Debian's, with the suite's flags and a
// throwaway profile), the server's address, the demo sign-ins, and signing in through the real form.
// `npm run test:e2e` sets E2E_BASE_URL; without it the journeys target a local `npm start`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

export const baseUrl = (process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');

export const DEMO_PASSWORD = 'groundwork';
export const DEMO = {
  acmeAdmin: { email: 'admin@acme.test', password: DEMO_PASSWORD },
  acmeStaff: { email: 'staff@acme.test', password: DEMO_PASSWORD },
  globexAdmin: { email: 'admin@globex.test', password: DEMO_PASSWORD },
} as const;

export interface LaunchedBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * A Chromium with a fresh profile, so no journey sees another's storage, service worker or cache.
 * close() ends the browser and deletes the profile.
 */
export async function launchBrowser(
  options: { viewport?: { width: number; height: number } } = {},
): Promise<LaunchedBrowser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-chromium-'));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
      baseURL: baseUrl,
      viewport: options.viewport ?? { width: 1280, height: 800 },
    });
    return {
      context,
      close: async () => {
        try {
          await context.close();
        } finally {
          fs.rmSync(userDataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (err) {
    fs.rmSync(userDataDir, { recursive: true, force: true });
    throw err;
  }
}

/** An absolute URL on the server under test. */
export function url(pathname: string): string {
  return new URL(pathname, `${baseUrl}/`).toString();
}

/**
 * Signs in through the sign-in form (inputs name="email" / name="password", a submit button) and
 * waits until the app has navigated away from /auth/signin.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url(), baseUrl).pathname.startsWith('/auth/signin')) {
    await page.goto(url('/auth/signin'));
  }
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((current) => !current.pathname.startsWith('/auth/signin'));
}
