// Journey (issue 21): a staff member on a phone, on an ordinary screen, opens help from the header's
// launcher (it used to open only after a rage click or a crash), writes a message and sends it; the
// message reaches the product's support address (SUPPORT_EMAIL) at a real SMTP server, naming who
// sent it, and no e-mail goes to the company's admins. The server is this journey's own, started with
// the SMTP sink and the support address.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../server/test/smtp-sink';
import { DEMO, launchBrowser, signIn, type LaunchedBrowser } from './harness';
import { startDedicatedServer, type ServerControl } from './server-control';

const SUPPORT_EMAIL = 'help@support.groundwork.test';
const MESSAGE = `The clock-in screen shows no history (${Date.now().toString(36)}).`;

let server: ServerControl;
let sink: SmtpSink;
const url = (pathname: string) => new URL(pathname, `${server.baseUrl}/`).toString();
/** A delivered mail's text, quoted-printable undone (long lines arrive wrapped). */
const text = (data: string) =>
  data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const mailsTo = (to: string) => sink.received.filter((mail) => mail.to.includes(to)).map((mail) => text(mail.data));

describe('help launcher', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    sink = await startSmtpSink();
    // The dedicated server takes its environment from this process.
    process.env.SMTP_URL = sink.url;
    process.env.SUPPORT_EMAIL = SUPPORT_EMAIL;
    try {
      server = await startDedicatedServer();
    } finally {
      delete process.env.SMTP_URL;
      delete process.env.SUPPORT_EMAIL;
    }
    browser = await launchBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true });
    page = await browser.context.newPage();
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sink?.close();
  });

  it('sends a staff member’s message from a phone screen to the support address', async () => {
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await page.goto(url('/account/profile/'));
    const launcher = page.getByRole('button', { name: 'Help and support' });
    await launcher.waitFor({ timeout: 15_000 });
    const box = await launcher.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await launcher.tap();

    const panel = page.getByTestId('support-panel');
    await panel.getByText('How can we help?').waitFor();
    await panel.getByText(`Your message goes to ${SUPPORT_EMAIL}.`).waitFor();
    await panel.getByLabel('Write to our support team').fill(MESSAGE);
    await panel.getByRole('button', { name: 'Send message' }).tap();
    await panel.getByText('Your message was sent to our support team. We will reply by e-mail.').waitFor();

    await expect
      .poll(() => mailsTo(SUPPORT_EMAIL).some((mail) => mail.includes(MESSAGE)), { timeout: 30_000 })
      .toBe(true);
    const mail = mailsTo(SUPPORT_EMAIL).find((m) => m.includes(MESSAGE))!;
    expect(mail).toContain(DEMO.acmeStaff.email);
    expect(mail).toContain('Page: /account/profile/');
    expect(mailsTo(DEMO.acmeAdmin.email).some((m) => m.includes(MESSAGE))).toBe(false);
  });
});
