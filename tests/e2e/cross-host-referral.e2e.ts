// Journey: a cross-host referral account (spec shell §4). The company's staff use the app at
// another address of the same service (here the server's own 127.0.0.1 address, PUBLIC_URL, while
// the user starts at localhost on the same port: two hosts, one deployment). Signing in at
// localhost signs the user out there and lands them, signed in, on the page they asked for at the
// company's address. The link cannot be used a second time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, type LaunchedBrowser } from './harness';

const REFERRAL = new URL(baseUrl).origin;
const LEAVING = REFERRAL.replace('127.0.0.1', 'localhost');
const PASSWORD = 'a long enough password';

async function call<T>(path: string, init: { method: string; token?: string; body?: unknown }): Promise<T> {
  const response = await fetch(`${REFERRAL}/${path}`, {
    method: init.method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

describe('cross-host referral account', () => {
  let browser: LaunchedBrowser;
  const email = `referral-${Date.now()}@journey.test`;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A company of its own, with a plan, whose staff use the app at REFERRAL.
    const admin = await call<{ token: string; company: { id: number } }>('account/api/signup/', {
      method: 'POST',
      body: { company_name: 'Referral Co', first_name: 'Rita', email, password: PASSWORD },
    });
    await call('subscription/api/create-free-plan/', { method: 'POST', token: admin.token });
    await call(`company/api/detail-update/${admin.company.id}/`, {
      method: 'PATCH',
      token: admin.token,
      body: { referral_url: REFERRAL },
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs the user out here and in at the company address, on the page they asked for', async () => {
    const page = await browser.context.newPage();
    const links: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('autoLogin=')) links.push(frame.url());
    });
    await page.goto(`${LEAVING}/account/profile/`);
    await page.waitForURL((current) => current.pathname.startsWith('/auth/signin'));
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();

    await page.waitForURL((current) => current.origin === REFERRAL && current.pathname === '/account/profile/', {
      timeout: 30_000,
    });
    // The link carried the spec's four parameters, and the page the user had asked for.
    // One link (the browser reports its navigation more than once, always the same URL).
    expect(new Set(links).size).toBe(1);
    const link = new URL(links[0]!);
    expect(link.origin).toBe(REFERRAL);
    expect(link.pathname).toBe('/auth/signin');
    expect(link.searchParams.get('autoLogin')).toBe('true');
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(Number(link.searchParams.get('timestamp'))).toBeGreaterThan(0);
    expect(link.searchParams.get('redirect')).toBe('/account/profile/');

    // Signed in here, with the profile of the user (a heading or field shows their name)...
    await page.getByText('Rita').first().waitFor({ timeout: 15_000 });
    const session = await page.evaluate(() => localStorage.getItem('groundwork.session'));
    expect(session).toContain('"token"');
    // ...and signed out at the host they left.
    const left = await browser.context.newPage();
    await left.goto(`${LEAVING}/404`);
    expect(await left.evaluate(() => localStorage.getItem('groundwork.session'))).toBeNull();
    await left.close();

    // The same link again (the user signed out first) is refused with the reason, and the form stays.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link.toString());
    await page.getByText('This sign-in link has already been used.', { exact: false }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/auth/signin');
    await page.locator('input[name="email"]').waitFor();
    await page.close();
  });
});
