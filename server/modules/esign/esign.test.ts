// /humesign/'s e-signature requests through the API, against a fake provider over real HTTP
// (server/test/fake-esign.ts, which checks our API key): an admin sends a company file or an
// uploaded PDF to an employee; the provider gets the document and the signer; the signer alone sees
// the signing page; the provider's signed webhook (and only a correctly signed, fresh one) stores
// the signed PDF for the admin and the signer; declined and cancelled requests; one request per
// Idempotency-Key; the action history; and, unconfigured, what to set and nothing broken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyFile } from '../../../contract/company-data';
import {
  ESIGN_NOT_CANCELLABLE,
  ESIGN_NOT_CONFIGURED,
  ESIGN_NOT_PDF,
  ESIGN_REQUEST_UNKNOWN,
  ESIGN_SETTINGS,
  ESIGN_SIGNATURE_INVALID,
  ESIGN_SIGNER_UNKNOWN,
  esignProviderFailed,
  type ESignChoices,
  type ESignRequest,
} from '../../../contract/esign';
import type { Paginated } from '../../../contract/pagination';
import type { ActionHistoryItem } from '../../../contract/people';
import {
  fakeSignedPdf,
  REFUSED_SIGNER_DOMAIN,
  signFakeWebhook,
  startFakeESign,
  type FakeESign,
} from '../../test/fake-esign';
import {
  authed,
  createTestApp,
  createTestCompany,
  createTestUser,
  type TestCompany,
  type TestContext,
  type TestUser,
} from '../../test/helpers';
import { readEnv } from '../../env';
import { multipart } from '../company/company.fixtures';

const API_KEY = 'esign-test-key';
const SECRET = 'esign-webhook-secret';
const PDF = Buffer.from('%PDF-1.4\n% the employment contract\n%%EOF\n');

let fake: FakeESign;
let ctx: TestContext;
let bare: TestContext;
beforeAll(async () => {
  fake = await startFakeESign({ apiKey: API_KEY, webhookSecret: SECRET });
  ctx = await createTestApp({
    config: { publicUrl: 'https://app.test', esign: { apiUrl: fake.url, apiKey: API_KEY, webhookSecret: SECRET } },
  });
  bare = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  await bare.close();
  await fake.close();
});

const BASE = '/company/api/esign';
const get = (app: TestContext, user: TestUser, url: string) => authed(app.app, user, { method: 'GET', url });
const list = async (user: TestUser) => {
  const res = await get(ctx, user, `${BASE}/requests/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Paginated<ESignRequest>>();
};

async function upload(c: TestCompany, name: string, data: Buffer, contentType = 'application/pdf') {
  const res = await authed(ctx.app, c.admin, {
    method: 'POST',
    url: `/company/api/companies/${c.companyId}/files/`,
    ...(await multipart({ file: { filename: name, contentType, data }, file_name: name, title: name })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CompanyFile>();
}

async function send(user: TestUser, fields: Parameters<typeof multipart>[0], headers: Record<string, string> = {}) {
  const body = await multipart(fields);
  return authed(ctx.app, user, {
    method: 'POST',
    url: `${BASE}/requests/`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

function webhook(body: object | string, signature?: string) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return ctx.app.inject({
    method: 'POST',
    url: `${BASE}/webhook/`,
    headers: { 'content-type': 'application/json', 'esign-signature': signature ?? signFakeWebhook(text, SECRET) },
    payload: text,
  });
}

const providerId = (requestIndexFromEnd = 1) => fake.requests.at(-requestIndexFromEnd)!.id;

describe('e-signature requests', () => {
  it('sends a company file to an employee, who signs it at the provider; both download the signed PDF', async () => {
    const c = await createTestCompany(ctx);
    const file = await upload(c, 'contract.pdf', PDF);
    await upload(
      c,
      'photo.png',
      Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2273c5c0000000049454e44ae426082',
        'hex',
      ),
      'image/png',
    );
    // The form's choices: the company's employees and its PDFs only.
    const choices = (await get(ctx, c.admin, `${BASE}/choices/`)).json<ESignChoices>();
    expect(choices.files).toEqual([{ id: file.id, title: 'contract.pdf', file_name: 'contract.pdf' }]);
    expect(choices.staff.map((s) => s.email).sort()).toEqual([c.admin.email, c.staff.email].sort());
    const searched = (
      await get(ctx, c.admin, `${BASE}/choices/?search=${encodeURIComponent(c.staff.email)}`)
    ).json<ESignChoices>();
    expect(searched.staff.map((s) => s.id)).toEqual([c.staff.staffId]);

    const res = await send(c.admin, {
      signer: String(c.staff.staffId),
      company_file: String(file.id),
      message: 'Please sign by Friday',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json<ESignRequest>();
    expect(sent).toMatchObject({
      status: 'sent',
      title: 'contract.pdf',
      file_name: 'contract.pdf',
      message: 'Please sign by Friday',
      signer: { id: c.staff.staffId, email: c.staff.email, name: 'Test Staff' },
      signing_url: null,
      signed_document_url: null,
    });
    // One call at the provider, with our key, the document and the signer.
    const asked = fake.requests.at(-1)!;
    expect(Buffer.from(asked.document.content_base64, 'base64').equals(PDF)).toBe(true);
    expect(asked).toMatchObject({
      title: 'contract.pdf',
      message: 'Please sign by Friday',
      signer: { name: 'Test Staff', email: c.staff.email },
      redirect_url: 'https://app.test/humesign/',
      metadata: { company_id: String(c.companyId) },
    });

    // The signer sees it with the signing page; the admin sees it without; a colleague not at all.
    const mine = await list(c.staff);
    expect(mine.results).toHaveLength(1);
    expect(mine.results[0]!.signing_url).toBe(`${fake.url}/sign/${asked.id}`);
    expect((await list(c.admin)).results[0]!.signing_url).toBeNull();
    // An admin's own list holds what they are asked to sign, not the company's.
    const adminsOwn = await get(ctx, c.admin, `${BASE}/requests/?mine=true`);
    expect(adminsOwn.json<Paginated<ESignRequest>>().count).toBe(0);
    const colleague = await createTestUser(ctx, c.companyId);
    expect((await list(colleague)).count).toBe(0);
    expect((await get(ctx, colleague, `${BASE}/requests/${sent.id}/`)).statusCode).toBe(404);

    fake.markSigned(asked.id);
    const signedAt = '2026-11-20T10:15:00.000Z';
    const hook = await webhook({ event: 'signed', request_id: asked.id, occurred_at: signedAt });
    expect(hook.statusCode, hook.body).toBe(200);
    expect(fake.fetched).toContain(asked.id);
    const now = (await get(ctx, c.staff, `${BASE}/requests/${sent.id}/`)).json<ESignRequest>();
    expect(now).toMatchObject({ status: 'signed', signed_at: signedAt, signing_url: null });
    expect(now.signed_document_url).toBe(`/company/api/esign/requests/${sent.id}/signed/`);

    for (const user of [c.admin, c.staff]) {
      const download = await get(ctx, user, now.signed_document_url!);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain('contract%20(signed).pdf');
      expect(download.rawPayload.equals(fakeSignedPdf(asked.id))).toBe(true);
    }
    expect((await get(ctx, colleague, now.signed_document_url!)).statusCode).toBe(404);
    const other = await createTestCompany(ctx);
    expect((await get(ctx, other.admin, now.signed_document_url!)).statusCode).toBe(404);
    expect((await get(ctx, other.admin, `${BASE}/requests/${sent.id}/`)).statusCode).toBe(404);

    // A repeated delivery changes nothing; the action history names the admin and the provider.
    expect((await webhook({ event: 'declined', request_id: asked.id })).statusCode).toBe(200);
    expect((await get(ctx, c.admin, `${BASE}/requests/${sent.id}/`)).json<ESignRequest>().status).toBe('signed');
    const history = (await get(ctx, c.admin, '/account/api/actions/?entity=esign_request')).json<
      Paginated<ActionHistoryItem>
    >();
    expect(history.results.map((h) => [h.action, h.actor_name])).toEqual([
      ['update', 'E-signature service'],
      ['create', 'Test Admin'],
    ]);
  });

  it('sends an uploaded PDF once per Idempotency-Key, and refuses what it cannot send', async () => {
    const c = await createTestCompany(ctx);
    const before = fake.requests.length;
    const fields = {
      signer: String(c.staff.staffId),
      file: { filename: 'nda.pdf', contentType: 'application/pdf', data: PDF },
      file_name: 'nda.pdf',
    };
    const first = await send(c.admin, fields, { 'idempotency-key': 'send-nda-1' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(c.admin, fields, { 'idempotency-key': 'send-nda-1' });
    expect(again.statusCode).toBe(201);
    expect(again.json<ESignRequest>().id).toBe(first.json<ESignRequest>().id);
    expect(fake.requests.length).toBe(before + 1);
    expect(first.json<ESignRequest>()).toMatchObject({ title: 'nda', file_name: 'nda.pdf' });
    expect((await list(c.admin)).count).toBe(1);

    const refusals: [Parameters<typeof multipart>[0], object][] = [
      [
        { ...fields, file: { filename: 'a.txt', contentType: 'text/plain', data: Buffer.from('hello') } },
        { file: [ESIGN_NOT_PDF] },
      ],
      [{ signer: String(c.staff.staffId) }, { file: ['Choose a company file or upload a PDF.'] }],
    ];
    const other = await createTestCompany(ctx);
    refusals.push([{ ...fields, signer: String(other.staff.staffId) }, { signer: [ESIGN_SIGNER_UNKNOWN] }]);
    const otherFile = await upload(other, 'theirs.pdf', PDF);
    refusals.push([
      { signer: String(c.staff.staffId), company_file: String(otherFile.id) },
      { company_file: ['file not found'] },
    ]);
    for (const [body, answer] of refusals) {
      const res = await send(c.admin, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(answer);
    }
    // Only admins send.
    expect((await send(c.staff, fields)).statusCode).toBe(403);
    expect(fake.requests.length).toBe(before + 1);

    // The provider's refusal is shown and nothing is stored.
    const refused = await createTestUser(ctx, c.companyId, { email: `x-${Date.now()}${REFUSED_SIGNER_DOMAIN}` });
    const res = await send(c.admin, { ...fields, signer: String(refused.staffId) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [esignProviderFailed('signer refused')] });
    // A signing address that is not a web page (it would be put in a link) is not taken either.
    fake.nextSigningUrl = 'javascript:alert(1)';
    const bad = await send(c.admin, fields);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      non_field_errors: [esignProviderFailed('no request id or signing address in its answer')],
    });
    expect((await list(c.admin)).count).toBe(1);
  });

  it('believes only a correctly signed, fresh webhook; records a decline; admins cancel', async () => {
    const c = await createTestCompany(ctx);
    const fields = {
      signer: String(c.staff.staffId),
      file: { filename: 'policy.pdf', contentType: 'application/pdf', data: PDF },
      file_name: 'policy.pdf',
    };
    const a = (await send(c.admin, fields)).json<ESignRequest>();
    const aId = providerId();
    const b = (await send(c.admin, fields)).json<ESignRequest>();
    const bId = providerId();

    const body = JSON.stringify({ event: 'declined', request_id: aId });
    const forged = await webhook(body, signFakeWebhook(body, 'not-the-secret'));
    const stale = await webhook(body, signFakeWebhook(body, SECRET, Math.floor(Date.now() / 1000) - 301));
    const tampered = await webhook(body.replace('declined', 'signed'), signFakeWebhook(body, SECRET));
    const unsigned = await ctx.app.inject({ method: 'POST', url: `${BASE}/webhook/`, payload: body });
    for (const res of [forged, stale, tampered, unsigned]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ signature: [ESIGN_SIGNATURE_INVALID] });
    }
    expect((await get(ctx, c.admin, `${BASE}/requests/${a.id}/`)).json<ESignRequest>().status).toBe('sent');

    expect((await webhook(body)).statusCode).toBe(200);
    const declined = (await get(ctx, c.staff, `${BASE}/requests/${a.id}/`)).json<ESignRequest>();
    expect(declined).toMatchObject({ status: 'declined', signing_url: null, signed_document_url: null });
    expect(declined.declined_at).not.toBeNull();
    expect((await get(ctx, c.staff, `${BASE}/requests/${a.id}/signed/`)).statusCode).toBe(404);
    // An event for a request not (yet) stored is refused, so the provider delivers it again.
    const unknown = await webhook({ event: 'signed', request_id: 'sr_unknown' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(ESIGN_REQUEST_UNKNOWN);

    const cancel = (user: TestUser, id: number) =>
      authed(ctx.app, user, { method: 'POST', url: `${BASE}/requests/${id}/cancel/` });
    expect((await cancel(c.staff, b.id)).statusCode).toBe(403);
    const cancelled = await cancel(c.admin, b.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<ESignRequest>().status).toBe('cancelled');
    expect(fake.cancelled).toContain(bId);
    const twice = await cancel(c.admin, a.id);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ non_field_errors: [ESIGN_NOT_CANCELLABLE] });
    // A late "signed" for a cancelled request does not revive it.
    fake.markSigned(bId);
    expect((await webhook({ event: 'signed', request_id: bId })).statusCode).toBe(200);
    expect((await get(ctx, c.staff, `${BASE}/requests/${b.id}/`)).json<ESignRequest>().status).toBe('cancelled');
    expect((await list(c.staff)).results.map((r) => r.status)).toEqual(['cancelled', 'declined']);
  });
});

describe('e-signature without a provider', () => {
  it('is configured by all three settings together, never half', () => {
    expect(() => readEnv({ ESIGN_API_URL: 'https://esign.example' })).toThrow(
      /ESIGN_API_URL, ESIGN_API_KEY and ESIGN_WEBHOOK_SECRET together/,
    );
    expect(readEnv({}).ESIGN_API_URL).toBeUndefined();
    const full = readEnv({ ESIGN_API_URL: 'https://esign.example', ESIGN_API_KEY: 'k', ESIGN_WEBHOOK_SECRET: 's' });
    expect(full).toMatchObject({ ESIGN_API_KEY: 'k', ESIGN_WEBHOOK_SECRET: 's' });
  });

  it('says what to set, refuses sending, and breaks nothing', async () => {
    const c = await createTestCompany(bare);
    expect((await get(bare, c.staff, `${BASE}/`)).json()).toEqual({ configured: false, settings: [...ESIGN_SETTINGS] });
    expect((await get(bare, c.staff, `${BASE}/requests/`)).json<Paginated<ESignRequest>>().count).toBe(0);
    const res = await authed(bare.app, c.admin, {
      method: 'POST',
      url: `${BASE}/requests/`,
      payload: { signer: c.staff.staffId },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(ESIGN_NOT_CONFIGURED);
    const hook = await bare.app.inject({ method: 'POST', url: `${BASE}/webhook/`, payload: '{}' });
    expect(hook.statusCode).toBe(404);
  });
});
