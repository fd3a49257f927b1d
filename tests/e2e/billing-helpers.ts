// Steps the billing journeys share: signing up a new company on the sign-up page already open, and
// filling the built-in checkout's card form with a card that passes its checks.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';

/** Fills and sends the open sign-up page; answers once the new admin is on onboarding. */
export async function submitSignUp(page: Page, company: string, firstName = 'Olivia'): Promise<void> {
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Email').fill(`owner-${randomUUID()}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('a long enough password');
  await page.getByLabel('Confirm password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((current) => current.pathname === '/auth/onboarding', { timeout: 20_000 });
}

/** The built-in checkout's card form, filled; `number` defaults to a Luhn-valid test card. */
export async function fillCard(page: Page, name: string, number = '4242424242424242'): Promise<void> {
  await page.getByLabel('Name on card').fill(name);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12/40');
  await page.getByLabel('CVC').fill('123');
}
