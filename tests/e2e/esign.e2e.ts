// Journey: /humesign/ with an e-signature provider configured (spec shell §2.2). A server of its own
// runs with ESIGN_* pointing at a small fake provider (server/test/fake-esign.ts) that checks our API
// key, serves a signing page per request and, when its Sign button is pressed, fires the signed
// webhook at the server (HMAC-signed with the shared secret) and sends the browser back to /humesign/.
// The admin sends a PDF from the device to the demo staff member; the staff member sees it waiting,
// signs it at the provider, comes back and sees it signed; the admin sees it signed and downloads
// the signed copy the server fetched from the provider.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSignedPdf, startFakeESign, type FakeESign } from '../../server/test/fake-esign';
import { DEMO, launchBrowser, signIn, type LaunchedBrowser } from './harness';
import { startDedicatedServer, type ServerControl } from './server-control';

const API_KEY = 'journey-esign-key';
const SECRET = 'journey-esign-secret';
const OFFER = Buffer.from('%PDF-1.4\n% offer letter for the journey\n%%EOF\n');
const ENV = ['ESIGN_API_URL', 'ESIGN_API_KEY', 'ESIGN_WEBHOOK_SECRET'];

describe('e-signature', () => {
  let fake: FakeESign;
  let server: ServerControl;
  let adminBrowser: LaunchedBrowser;
  let staffBrowser: LaunchedBrowser;

  beforeAll(async () => {
    fake = await startFakeESign({ apiKey: API_KEY, webhookSecret: SECRET });
    // The dedicated server takes its environment from this process.
    Object.assign(process.env, { ESIGN_API_URL: fake.url, ESIGN_API_KEY: API_KEY, ESIGN_WEBHOOK_SECRET: SECRET });
    try {
      server = await startDedicatedServer();
    } finally {
      for (const name of ENV) delete process.env[name];
    }
    fake.webhookUrl = `${server.baseUrl}/company/api/esign/webhook/`;
    adminBrowser = await launchBrowser();
    staffBrowser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await adminBrowser?.close();
    await staffBrowser?.close();
    await server?.dispose();
    await fake?.close();
  });

  it('the admin sends a PDF, the employee signs it at the provider, the admin downloads the signed copy', async () => {
    const admin = await adminBrowser.context.newPage();
    await admin.goto(`${server.baseUrl}/auth/signin`);
    await signIn(admin, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await admin.goto(`${server.baseUrl}/humesign/`);
    await admin.getByLabel('Find an employee').fill('staff@acme');
    const staffOption = admin.locator('#esign-signer option', { hasText: DEMO.acmeStaff.email });
    await staffOption.waitFor({ state: 'attached', timeout: 30_000 });
    await admin.locator('#esign-signer').selectOption((await staffOption.getAttribute('value'))!);
    await admin.locator('#esign-document').selectOption('upload');
    await admin
      .locator('#esign-file')
      .setInputFiles({ name: 'offer-letter.pdf', mimeType: 'application/pdf', buffer: OFFER });
    await admin.getByLabel('Message to the employee').fill('Welcome aboard: please sign your offer.');
    await admin.getByRole('button', { name: 'Send for signature' }).click();

    const allRequests = admin.getByRole('region', { name: 'All signature requests' });
    await allRequests.getByText('Waiting for signature').waitFor({ timeout: 30_000 });
    expect(await allRequests.getByText('offer-letter', { exact: true }).count()).toBe(1);
    // The provider got the document and the signer, once.
    expect(fake.requests).toHaveLength(1);
    expect(Buffer.from(fake.requests[0]!.document.content_base64, 'base64').equals(OFFER)).toBe(true);
    expect(fake.requests[0]!.signer.email).toBe(DEMO.acmeStaff.email);
    // Nothing waits for the admin's own signature, and the admin is not given the signing page.
    expect(await admin.getByRole('link', { name: 'Sign' }).count()).toBe(0);

    const staff = await staffBrowser.context.newPage();
    await staff.goto(`${server.baseUrl}/auth/signin`);
    await signIn(staff, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await staff.goto(`${server.baseUrl}/humesign/`);
    const toSign = staff.getByRole('region', { name: 'Documents to sign' });
    await toSign.getByText('Welcome aboard: please sign your offer.').waitFor({ timeout: 30_000 });
    expect(await staff.getByRole('button', { name: 'Send for signature' }).count()).toBe(0);

    await toSign.getByRole('link', { name: 'Sign' }).click();
    await staff.waitForURL(`${fake.url}/sign/**`);
    await staff.getByRole('button', { name: 'Sign' }).click();
    // Back from the provider, the document is among the signed ones.
    await staff.waitForURL(`${server.baseUrl}/humesign/`);
    const signed = staff.getByRole('region', { name: 'Signed documents' });
    await signed.getByText('Signed', { exact: true }).waitFor({ timeout: 30_000 });
    // The two lists load apart: the waiting one may still be on its way when the signed one shows.
    await toSign.getByText('Nothing is waiting for your signature.').waitFor({ timeout: 30_000 });
    expect(fake.fetched).toEqual([fake.requests[0]!.id]);

    await admin.reload();
    await allRequests.getByText('Signed', { exact: true }).waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      allRequests.getByRole('button', { name: 'Download signed PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('offer-letter (signed).pdf');
    const saved = fs.readFileSync((await download.path())!);
    expect(saved.equals(fakeSignedPdf(fake.requests[0]!.id))).toBe(true);
    await staff.close();
    await admin.close();
  });
});
