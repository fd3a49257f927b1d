// Journeys: "Get Free Credits" (spec shell §2.4, §5, §9). A staff member opens the dialog from the
// header, claims the share credit, and cannot claim again within the week (the server holds it);
// the admin then sees the $5 on the billing page with who earned it. And the paid sign-up: a new
// company signs up through the link in the admin's post and pays through the built-in checkout;
// its invoice shows the amount due, and the admin's billing page shows the $30 credit. And the
// company's referral address in Settings: a malformed address and a host this service is not
// reached at are refused with clear messages, and nothing is saved.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_URL_NOT_ALLOWED } from '../../contract/company';
import { fillCard, submitSignUp } from './billing-helpers';
import { DEMO, launchBrowser, signIn, url, type LaunchedBrowser } from './harness';

describe('referral credits', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('credits a share once a week and shows it on billing', async () => {
    const page = await browser.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await page.getByRole('button', { name: 'Get Free Credits' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('valid once per week per user').waitFor();
    const balance = dialog.getByTestId('referral-balance');
    await balance.waitFor();
    const before = Number((await balance.textContent())!.replace(/[^0-9.]/g, ''));

    const claim = dialog.getByRole('button', { name: /I shared it/ });
    await claim.click();
    await page.getByText('credit added to your company', { exact: false }).waitFor();
    await expect.poll(async () => Number((await balance.textContent())!.replace(/[^0-9.]/g, ''))).toBe(before + 5);
    await dialog.getByText('Your next share credit can be claimed on').waitFor();
    expect(await claim.isDisabled()).toBe(true);

    // Asked again behind the button's back (another tab, say), the server still refuses.
    const refused = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('groundwork.session')!) as { token: string };
      const res = await fetch('/subscription/api/referral-credits/share/', {
        method: 'POST',
        headers: { authorization: `Bearer ${session.token}` },
      });
      return { status: res.status, body: (await res.json()) as unknown };
    });
    expect(refused).toEqual({
      status: 400,
      body: { non_field_errors: ['The share credit is valid once per week per user.'] },
    });
    await page.close();

    // The admin, in a browser of their own.
    const admin = await launchBrowser();
    const adminPage = await admin.context.newPage();
    await adminPage.goto(url('/auth/signin'));
    await signIn(adminPage, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await adminPage.goto(url('/account/billing'));
    await adminPage.getByRole('heading', { name: 'Referral credits' }).waitFor();
    await adminPage.getByTestId('billing-referral-credit').waitFor();
    expect(await adminPage.getByTestId('billing-referral-credit').textContent()).toMatch(/\$\d/);
    await adminPage.getByRole('cell', { name: 'Share' }).first().waitFor();
    await admin.close();
  });

  it('credits the sharing company $30 when a company signed up through its post pays', async () => {
    const admin = await launchBrowser();
    const adminPage = await admin.context.newPage();
    await adminPage.goto(url('/auth/signin'));
    await signIn(adminPage, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await adminPage.getByRole('button', { name: 'Get Free Credits' }).first().click();
    const post = adminPage.getByRole('dialog').getByRole('textbox', { name: 'Text to share' });
    await expect.poll(() => post.inputValue()).toMatch(/\/auth\/signup\?ref=[0-9a-f]{32}/);
    const link = new URL((await post.inputValue()).match(/https?:\/\/\S+/)![0]);

    // Someone who saw the post opens its link in a browser of their own and signs up.
    const newcomer = await launchBrowser();
    const page = await newcomer.context.newPage();
    await page.goto(url(`${link.pathname}${link.search}`));
    await submitSignUp(page, `Referred Co ${randomUUID().slice(0, 6)}`, 'Rita');

    // Premium for 2 users, paid now rather than trialled: 2 × $8.
    await page.goto(url('/auth/onboarding?step=2&users=2'));
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await page.waitForURL((current) => current.pathname.startsWith('/billing/checkout/'));
    await fillCard(page, 'Rita Referred');
    await page.getByRole('button', { name: 'Pay $16.00 now instead' }).click();
    await page.waitForURL((current) => current.pathname === '/account/dashboard/', { timeout: 20_000 });
    await page.goto(url('/account/billing'));
    const invoices = page.getByTestId('billing-invoices');
    await invoices.waitFor({ timeout: 15_000 });
    expect(await invoices.getByRole('row').nth(1).textContent()).toContain('$16.00');
    expect(await page.getByTestId('billing-trial-end').count()).toBe(0);
    await newcomer.close();

    // The sharing company's billing page lists the paid sign-up credit.
    await adminPage.goto(url('/account/billing'));
    const credits = adminPage.getByTestId('billing-referral-credits');
    await credits.waitFor({ timeout: 15_000 });
    const row = credits.getByRole('row').filter({ hasText: 'Paid sign-up' });
    await row.waitFor();
    expect(await row.textContent()).toContain('$30.00');
    await admin.close();
  });

  it('refuses a malformed or foreign referral address in Settings, saving nothing', async () => {
    const admin = await launchBrowser();
    const page = await admin.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.globexAdmin.email, DEMO.globexAdmin.password);
    await page.goto(url('/account/settings#company-profile'));
    const field = page.getByRole('textbox', { name: 'Referral address' });
    await field.waitFor({ timeout: 15_000 });
    expect(await field.inputValue()).toBe('');
    const save = page.locator('form').filter({ has: field }).getByRole('button', { name: 'Save' });

    await field.fill('partner example');
    await save.click();
    await page.getByText('Enter a full web address starting with https://').waitFor();

    await field.fill('https://not-this-service.example.com');
    await save.click();
    await page.getByText(REFERRAL_URL_NOT_ALLOWED).waitFor();
    expect(await field.inputValue()).toBe('https://not-this-service.example.com');

    await page.reload();
    await field.waitFor({ timeout: 15_000 });
    expect(await field.inputValue()).toBe('');
    await admin.close();
  });
});
