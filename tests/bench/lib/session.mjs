// What the browser benches share: the demo sign-ins, a token from the API, and a fresh Chromium
// profile signed in through the sign-in screen (closed and deleted afterwards, whatever happens).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const ADMIN = { email: 'admin@acme.test', password: 'groundwork' };
export const STAFF = { email: 'staff@acme.test', password: 'groundwork' };

/** An access token for `user`, from POST account/api/login/. */
export async function apiToken(baseUrl, user) {
  const login = await fetch(new URL('/account/api/login/', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!login.ok) throw new Error(`Sign-in answered ${login.status}`);
  return (await login.json()).token;
}

/** Fills the sign-in screen and waits until the app has moved on from it. */
export async function signInPage(page, user) {
  await page.goto('/auth/signin');
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/signin'));
}

/**
 * Runs `measure(page, context)` in a new Chromium profile (`name` tells its temporary folder apart)
 * signed in as `user`, then closes it and deletes the profile.
 */
export async function withSignedInBrowser(
  ctx,
  { name, user, viewport = { width: 1280, height: 800 }, serviceWorkers = 'allow' },
  measure,
) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), `groundwork-bench-${name}-`));
  let context;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: ctx.chromium.path,
      args: ctx.chromium.args,
      headless: true,
      baseURL: ctx.baseUrl,
      viewport,
      serviceWorkers,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await signInPage(page, user);
    return await measure(page, context);
  } finally {
    await context?.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
