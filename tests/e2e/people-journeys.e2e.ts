// People journeys in Chromium (issue 9): an admin creates an employee, finds the activation e-mail in
// System Emails with its password link hidden (issue 17), imports another from a CSV file with the
// same phone number as typed in the form, stored the same (issue 21), and the new employee sets a password
// through the link that reached their inbox (an SMTP sink next to a server of this journey's own)
// and signs in; that employee
// changes the language in private info and the page reloads translated; the admin moves a division
// on the Org Flow Chart (and a position on the positional chart), saves the layout, and finds it
// where it was left after a reload.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../contract/pagination';
import type { StaffDetail, StaffListItem } from '../../contract/people';
import { startSmtpSink, type SmtpSink } from '../../server/test/smtp-sink';
import { DEMO, apiJson, launchBrowser, signIn, storedSession, type LaunchedBrowser } from './harness';
import { startDedicatedServer, type ServerControl } from './server-control';

const RUN = Date.now().toString(36);
const NEW_EMAIL = `e2e-${RUN}@acme.test`;
const NEW_PASSWORD = 'a long enough password 42';
const IMPORTED_EMAIL = `e2e-import-${RUN}@acme.test`;
/** Typed into the form and written in the file as people write it: no mask, no country code. */
const PHONE_TYPED = '5550001111';

let server: ServerControl;
let sink: SmtpSink;
/** An absolute URL on this journey's server. */
const url = (pathname: string) => new URL(pathname, `${server.baseUrl}/`).toString();

/** The text of the latest mail to `to` that the server delivered, quoted-printable undone. */
async function inbox(to: string): Promise<string> {
  await expect.poll(() => sink.received.some((mail) => mail.to.includes(to)), { timeout: 30_000 }).toBe(true);
  const mail = sink.received.filter((m) => m.to.includes(to)).at(-1)!;
  return mail.data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const apiGet = <T>(token: string, path: string) => apiJson<T>(token, path, { base: server.baseUrl });

describe('people: create, activate, translate, chart', () => {
  let adminBrowser: LaunchedBrowser;
  let newBrowser: LaunchedBrowser;
  let admin: Page;
  let adminToken: string;
  let activationLink: string;
  let createdId: number;

  beforeAll(async () => {
    sink = await startSmtpSink();
    // The dedicated server takes its environment from this process.
    process.env.SMTP_URL = sink.url;
    try {
      server = await startDedicatedServer();
    } finally {
      delete process.env.SMTP_URL;
    }
    adminBrowser = await launchBrowser();
    newBrowser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    admin = await adminBrowser.context.newPage();
    await admin.goto(url('/auth/signin'));
    await signIn(admin, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    adminToken = (await storedSession(admin)).token;
  }, 150_000);

  afterAll(async () => {
    await adminBrowser?.close();
    await newBrowser?.close();
    await server?.dispose();
    await sink?.close();
  });

  it('creates an employee, whose activation e-mail shows in System Emails with its link hidden', async () => {
    await admin.goto(url('/account/create'));
    await admin.getByLabel('E-mail').fill(NEW_EMAIL);
    await admin.getByLabel('First name').fill('Erin');
    await admin.getByLabel('Last name').fill(`E2E ${RUN}`);
    await admin.getByLabel('Phone').fill(PHONE_TYPED);
    await admin.getByLabel('Phone').press('Tab');
    expect(await admin.getByLabel('Phone').inputValue()).toBe('(555) 000-1111');
    await admin.getByRole('button', { name: 'Create employee' }).click();
    await admin.waitForURL(/\/account\/employee\/\d+$/, { timeout: 30_000 });
    createdId = Number(/\/account\/employee\/(\d+)$/.exec(admin.url())![1]);
    const created = await apiGet<StaffDetail>(adminToken, `account/api/staffs/${createdId}/`);
    expect(created.personal_phone).toBe('+15550001111');
    await admin.getByText('Staff added successfully!').waitFor();
    await admin.getByRole('heading', { level: 1, name: `Erin E2E ${RUN}` }).waitFor();

    await admin.goto(url('/account/outbound-emails/'));
    await admin.getByRole('searchbox').fill(NEW_EMAIL);
    const item = admin.getByRole('listitem').filter({ hasText: NEW_EMAIL }).first();
    await item.getByText('The password link in this e-mail is hidden').waitFor({ timeout: 30_000 });
    await item.getByRole('button', { name: 'Show' }).click();
    const shown = (await item.locator('pre').textContent()) ?? '';
    expect(shown).toContain('/auth/set-password/[hidden]');
    expect(shown).not.toContain('?token=');

    // Resend: the employee's inbox gets a fresh link, which replaces the first.
    const first = /https?:\/\/\S+\/auth\/set-password\/\S+/.exec(await inbox(NEW_EMAIL))?.[0] ?? '';
    expect(first).toContain('?token=');
    await item.getByRole('button', { name: 'Resend' }).click();
    await admin.getByText(`A new link was sent to ${NEW_EMAIL}.`).waitFor();
    await expect
      .poll(async () => /https?:\/\/\S+\/auth\/set-password\/\S+/.exec(await inbox(NEW_EMAIL))?.[0] ?? first, {
        timeout: 30_000,
      })
      .not.toBe(first);
    activationLink = /https?:\/\/\S+\/auth\/set-password\/\S+/.exec(await inbox(NEW_EMAIL))?.[0] ?? '';
    expect(activationLink).toContain('?token=');
  });

  it('imports an employee from a file with the number the form took, stored and shown the same', async () => {
    await admin.goto(url('/account/employees'));
    await admin.getByRole('button', { name: 'Import from file' }).click();
    const csv = `email,first_name,last_name,phone\n${IMPORTED_EMAIL},Ivan,E2E ${RUN},${PHONE_TYPED}\n`;
    await admin
      .getByLabel('Employee file')
      .setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await admin.getByRole('button', { name: 'Add 1 employee' }).click();
    await admin.getByText('1 added, 0 not added.').waitFor({ timeout: 30_000 });
    const found = await apiGet<Paginated<StaffListItem>>(
      adminToken,
      `account/api/staffs/company_users/?search=${encodeURIComponent(IMPORTED_EMAIL)}`,
    );
    expect(found.results.map((r) => r.personal_phone)).toEqual(['+15550001111']);

    // Both profiles show the number as people read it.
    for (const id of [createdId, found.results[0]!.id]) {
      await admin.goto(url(`/account/employee/${id}`));
      const phone = admin.getByRole('region', { name: 'Personal info' }).getByLabel('Phone');
      await expect.poll(() => phone.inputValue(), { timeout: 30_000 }).toBe('(555) 000-1111');
    }
  });

  it('sets the password through the link and signs in', async () => {
    const page = await newBrowser.context.newPage();
    const link = new URL(activationLink);
    await page.goto(url(`${link.pathname}${link.search}`));
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your password has been set. You can now sign in.').waitFor({ timeout: 30_000 });
    await page.goto(url('/auth/signin'));
    await signIn(page, NEW_EMAIL, NEW_PASSWORD);
    expect(new URL(page.url()).pathname).not.toContain('/auth/signin');
  });

  it('changes the language in private info and the page reloads translated', async () => {
    const page = newBrowser.context.pages()[0]!;
    await page.goto(url('/account/profile/'));
    await page.getByRole('heading', { name: 'Private info' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Language').selectOption('es');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('region', { name: 'Private info' }).getByRole('button', { name: 'Save' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Información personal' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { name: 'Información privada' }).isVisible()).toBe(true);
  });

  /** Drags the first node of a kind, saves the layout, checks the server has it, and reloads. */
  async function moveSaveReload(path: string, kind: 'division' | 'position', chart: string) {
    await admin.goto(url(path));
    const node = admin.locator(`.react-flow__node-${kind}`).first();
    await node.waitFor({ timeout: 30_000 });
    const id = await node.getAttribute('data-id');
    const box = (await node.boundingBox())!;
    await admin.mouse.move(box.x + 40, box.y + 14);
    await admin.mouse.down();
    await admin.mouse.move(box.x + 130, box.y + 85, { steps: 8 });
    await admin.mouse.up();
    const moved = await node.evaluate((el) => (el as HTMLElement).style.transform);
    await admin.getByRole('button', { name: 'Save layout' }).click();
    await admin.getByText('Layout saved.').waitFor();
    const saved = await apiGet<{ layout: { nodes: { id: string; x: number; y: number }[] } | null }>(
      adminToken,
      `company/api/${chart}/`,
    );
    expect(saved.layout?.nodes.some((n) => n.id === id)).toBe(true);

    await admin.reload();
    const again = admin.locator(`.react-flow__node-${kind}[data-id="${id}"]`);
    await again.waitFor({ timeout: 30_000 });
    await expect.poll(() => again.evaluate((el) => (el as HTMLElement).style.transform)).toBe(moved);
  }

  it('moves a division on the Org Flow Chart, saves, and finds it there after a reload', async () => {
    await moveSaveReload('/div/', 'division', 'orgflow');
  });

  it('moves a position on the positional chart, saves, and finds it there after a reload', async () => {
    await moveSaveReload('/account/positional-org-chart/', 'position', 'horizontalorg');
  });
});
