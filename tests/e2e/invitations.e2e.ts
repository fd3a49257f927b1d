// Invitations and e-mail changes in Chromium (issue 17), as people do them. A company signed up
// by a stranger adds the demo staff member staff@acme.test from Create New Employee: that account
// is its owner's own, so it is invited, not added; the Employee List shows the invitation with
// only what the admin typed. staff@acme.test sees it on the dashboard, accepts and switches to the
// company. A second invitation is declined from the e-mailed link. Then the staff member changes
// their e-mail from My Profile, confirms it from the link sent to the new address, and signs in
// with it. E-mails are read where they land: an SMTP sink next to a server of this journey's own
// (the journey changes the demo account, which the shared server's other journeys sign in with).
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../server/test/smtp-sink';
import { DEMO, launchBrowser, signIn, storedSession, type LaunchedBrowser } from './harness';
import { startDedicatedServer, type ServerControl } from './server-control';

const RUN = Date.now().toString(36);
const PASSWORD = 'a long enough password';
const STAFF = DEMO.acmeStaff;
const NEW_EMAIL = `sam-${RUN}@new.test`;

let server: ServerControl;
let sink: SmtpSink;
/** An absolute URL on this journey's server. */
const url = (pathname: string) => new URL(pathname, `${server.baseUrl}/`).toString();

async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${server.baseUrl}/${path}`, {
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

/**
 * A company signed up through the public API, on a Premium trial through the built-in checkout
 * (the free plan has room for its owner alone); its owner's e-mail and token.
 */
async function signUpCompany(company: string, firstName: string) {
  const email = `owner-${randomUUID()}@journey.test`;
  const owner = await call<{ token: string; company: { id: number } }>('account/api/signup/', {
    method: 'POST',
    body: { company_name: company, first_name: firstName, email, password: PASSWORD },
  });
  const { token } = owner;
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
  // /checkout_redirect/{customer}/{subscription}/{next billing}/, as the checkout page follows it.
  const [customer, subscription, nextBilling] = new URL(done.redirect_url, server.baseUrl).pathname
    .split('/')
    .filter(Boolean)
    .slice(1)
    .map(decodeURIComponent);
  await call('subscription/api/checkout-redirect/', {
    method: 'POST',
    token,
    body: { customer_id: customer, subscription_id: subscription, next_billing_at: nextBilling },
  });
  return { email, token, companyId: owner.company.id };
}

/** The link of the latest mail to `to` whose text holds `pattern`, quoted-printable undone. */
async function linkInMail(to: string, pattern: RegExp): Promise<string> {
  const texts = () =>
    sink.received
      .filter((mail) => mail.to.includes(to))
      .map((mail) =>
        mail.data
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      );
  await expect.poll(() => texts().some((text) => pattern.test(text)), { timeout: 30_000 }).toBe(true);
  const link = texts()
    .filter((text) => pattern.test(text))
    .at(-1)!
    .match(pattern)![0];
  return link;
}

describe('invitations and e-mail changes', () => {
  let adminBrowser: LaunchedBrowser;
  let staffBrowser: LaunchedBrowser;
  let linkBrowser: LaunchedBrowser;
  let admin: Page;
  let staff: Page;
  const companyName = `Initech ${RUN}`;
  let initech: Awaited<ReturnType<typeof signUpCompany>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    // The dedicated server takes its environment from this process.
    process.env.SMTP_URL = sink.url;
    try {
      server = await startDedicatedServer();
    } finally {
      delete process.env.SMTP_URL;
    }
    initech = await signUpCompany(companyName, 'Olivia');
    adminBrowser = await launchBrowser();
    staffBrowser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    linkBrowser = await launchBrowser();
    admin = await adminBrowser.context.newPage();
    await admin.goto(url('/auth/signin'));
    await signIn(admin, initech.email, PASSWORD);
    staff = await staffBrowser.context.newPage();
  }, 180_000);

  afterAll(async () => {
    await adminBrowser?.close();
    await staffBrowser?.close();
    await linkBrowser?.close();
    await server?.dispose();
    await sink?.close();
  });

  it('invites an account that is its owner’s own, showing only what the admin typed', async () => {
    await admin.goto(url('/account/create'));
    await admin.getByLabel('E-mail').fill(STAFF.email);
    await admin.getByLabel('First name').fill('Sam');
    await admin.getByLabel('Last name').fill('Typed');
    await admin.getByRole('button', { name: 'Create employee' }).click();
    await admin.waitForURL((current) => current.pathname === '/account/employees', { timeout: 20_000 });
    await admin.getByText('Invitation sent. They join the company when they accept it.').waitFor();

    const invitations = admin.getByRole('region', { name: 'Pending invitations' });
    const row = invitations.getByRole('row').filter({ hasText: STAFF.email });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Sam Typed');
    // Nothing of the person's account: not in the Employee List, nor through the API.
    const list = admin.getByRole('list', { name: 'Employee List' });
    await admin.getByText('1 employee', { exact: true }).waitFor();
    expect(await list.textContent()).not.toContain(STAFF.email);
    const staffList = await call<{ results: { email: string }[] }>('account/api/staffs/company_users/', {
      token: initech.token,
    });
    expect(staffList.results.map((s) => s.email)).not.toContain(STAFF.email);
    // The invitation e-mail reached the person, with its link.
    expect(await linkInMail(STAFF.email, /https?:\/\/\S+\/auth\/invitation\/\S+/)).toContain('?token=');
  });

  it('the invited person accepts on the dashboard and switches to the company', async () => {
    await staff.goto(url('/auth/signin'));
    await signIn(staff, STAFF.email, STAFF.password);
    const card = staff.getByRole('region', { name: 'Invitations' });
    await card.getByText(`Olivia invites you to join ${companyName}.`).waitFor({ timeout: 30_000 });
    const acmeCompany = (await storedSession(staff)).companyId;
    await card.getByRole('button', { name: 'Accept' }).click();
    await card.getByText(`You joined ${companyName}.`).waitFor();
    await card.getByRole('button', { name: `Switch to ${companyName}` }).click();
    await expect.poll(async () => (await storedSession(staff)).companyId).toBe(initech.companyId);
    expect(initech.companyId).not.toBe(acmeCompany);
    await staff.getByText(companyName).first().waitFor();

    // The company now has the person, without their private fields (they belong to Acme too).
    const members = await call<{ results: { email: string; personal_phone: string | null }[] }>(
      'account/api/staffs/company_users/',
      { token: initech.token },
    );
    const member = members.results.find((s) => s.email === STAFF.email);
    expect(member).toBeDefined();
    expect(member!.personal_phone).toBeNull();
  });

  it('a second invitation is declined from the e-mailed link', async () => {
    const globex = await signUpCompany(`Globex Two ${RUN}`, 'Hank');
    const answer = await call<{ invitation: { id: string } }>('account/api/staffs/create_company_staff/', {
      method: 'POST',
      token: globex.token,
      body: { email: STAFF.email, first_name: 'Sam' },
    });
    const link = await linkInMail(
      STAFF.email,
      new RegExp(`https?://\\S+/auth/invitation/${answer.invitation.id}\\?token=\\S+`),
    );
    const page = await linkBrowser.context.newPage();
    await page.goto(link);
    await page.getByRole('button', { name: 'Accept the invitation' }).waitFor();
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByText(/You declined the invitation/).waitFor();
    const states = await call<{ id: string; state: string }[]>('account/api/staff-invitations/', {
      token: globex.token,
    });
    expect(states.find((i) => i.id === answer.invitation.id)?.state).toBe('declined');
    await page.close();
  });

  it('changes the e-mail from My Profile through the link sent to the new address', async () => {
    await staff.goto(url('/account/profile/'));
    const personal = staff.getByRole('region', { name: 'Personal info' });
    await personal.getByRole('button', { name: 'Change e-mail' }).click();
    await personal.getByLabel('New e-mail').fill(NEW_EMAIL);
    await personal.getByLabel('Current password').fill(STAFF.password);
    await personal.getByRole('button', { name: 'Send the link' }).click();
    await personal.getByText(`We sent a link to ${NEW_EMAIL}. Your e-mail changes when you open it.`).waitFor();

    const link = await linkInMail(NEW_EMAIL, /https?:\/\/\S+\/auth\/confirm-email\/\S+/);
    const page = await linkBrowser.context.newPage();
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Your e-mail is now ${NEW_EMAIL}. Sign in with it.`).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((current) => current.pathname === '/auth/signin');
    await signIn(page, NEW_EMAIL, STAFF.password);
    expect(new URL(page.url()).pathname).not.toContain('/auth/signin');
  });
});
