// Journey: "Get Free Credits" (spec shell §2.4, §5, §9). A staff member opens the dialog from the
// header, claims the share credit, and cannot claim again within the week (the server holds it);
// the admin then sees the $5 on the billing page with who earned it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
