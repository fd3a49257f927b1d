// Restoring a deleted company from inside the app (issue 17), in Chromium. Dana owns Doomed and
// also belongs to Other (invited, accepted). Signed in to Doomed she deletes it from Settings
// (password again) and is signed out; signing in again takes her to Other, where My Profile lists
// Doomed under "Deleted companies". Restore asks for her password again — a wrong one is refused in
// the dialog — and then signs her in to Doomed, whose data is back (a position made before the
// deletion is on the Positions page), and the card no longer lists it.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn, storedSession, url, type LaunchedBrowser } from './harness';

const RUN = Date.now().toString(36);
const PASSWORD = 'a long enough password';
const DOOMED = `Doomed ${RUN}`;
const OTHER = `Other ${RUN}`;
const POSITION = `Forklift driver ${RUN}`;

async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const signUp = (company: string, firstName: string, email = `owner-${randomUUID()}@journey.test`) =>
  call<{ token: string; company: { id: number } }>('account/api/signup/', {
    method: 'POST',
    body: { company_name: company, first_name: firstName, email, password: PASSWORD },
  }).then((answer) => ({ email, token: answer.token, companyId: answer.company.id }));

/** Premium through the built-in checkout: the free plan has room for its owner alone (Other invites). */
async function premium(token: string) {
  const checkout = await call<{ url: string }>('subscription/api/create-checkout/', {
    method: 'POST',
    token,
    body: { users: 5 },
  });
  const id = checkout.url.split('/').filter(Boolean).at(-1)!;
  const done = await call<{ redirect_url: string }>(`subscription/api/checkout/${id}/complete/`, {
    method: 'POST',
    token,
    body: { pay_now: false },
  });
  const [customer, subscription, nextBilling] = new URL(done.redirect_url, baseUrl).pathname
    .split('/')
    .filter(Boolean)
    .slice(1)
    .map(decodeURIComponent);
  await call('subscription/api/checkout-redirect/', {
    method: 'POST',
    token,
    body: { customer_id: customer, subscription_id: subscription, next_billing_at: nextBilling },
  });
}

describe('restoring a deleted company from My Profile', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let dana: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    dana = await signUp(DOOMED, 'Dana');
    // A plan chosen, so the app opens rather than the onboarding steps.
    await premium(dana.token);
    await call('account/api/positions/', { method: 'POST', token: dana.token, body: { name: POSITION } });
    const other = await signUp(OTHER, 'Omar');
    await premium(other.token);
    const invited = await call<{ invitation: { id: string } }>('account/api/staffs/create_company_staff/', {
      method: 'POST',
      token: other.token,
      body: { email: dana.email, first_name: 'Dana' },
    });
    await call(`account/api/my-invitations/${invited.invitation.id}/accept/`, { method: 'POST', token: dana.token });
    browser = await launchBrowser();
    page = await browser.context.newPage();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('deletes the company, lists it under deleted companies, restores it with the password, its data back', async () => {
    await signIn(page, dana.email, PASSWORD);
    if ((await storedSession(page)).companyId !== dana.companyId) {
      await page.goto(url('/switch-company'));
      await page.getByRole('button', { name: `Switch to ${DOOMED}` }).click();
      await expect.poll(async () => (await storedSession(page)).companyId).toBe(dana.companyId);
    }

    // Settings › Company Profile: delete, with the password again; everyone is signed out.
    await page.goto(url('/account/settings'));
    await page.getByRole('button', { name: 'Delete company…' }).click();
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete company', exact: true }).click();
    await page.waitForURL((current) => current.pathname.startsWith('/auth/signin'), { timeout: 20_000 });

    // Signing in again takes her to the company she has left.
    await signIn(page, dana.email, PASSWORD);
    await expect.poll(async () => (await storedSession(page)).companyId).not.toBe(dana.companyId);

    await page.goto(url('/account/profile/'));
    const card = page.getByRole('region', { name: 'Deleted companies' });
    await card.getByText(`${DOOMED} — restorable until`, { exact: false }).waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: `Restore ${DOOMED}` }).click();

    const dialog = page.getByRole('dialog', { name: `Restore ${DOOMED}?` });
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'Restore company' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'That password is not right.' }).waitFor();
    expect(await storedSession(page).then((s) => s.companyId)).not.toBe(dana.companyId);

    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Restore company' }).click();
    await page.waitForURL((current) => current.pathname === '/account/dashboard/', { timeout: 20_000 });
    await expect.poll(async () => (await storedSession(page)).companyId).toBe(dana.companyId);
    await page.getByText(`${DOOMED} is restored.`).waitFor();

    // Its data is back: the position made before the deletion.
    await page.goto(url('/account/positions'));
    await page.getByText(POSITION).first().waitFor({ timeout: 20_000 });
    // And nothing is left to restore.
    await page.goto(url('/account/profile/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('region', { name: 'Deleted companies' }).count()).toBe(0);
  });
});
