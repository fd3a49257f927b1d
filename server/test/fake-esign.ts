// A small e-signature provider on node:http for tests, speaking the generic REST API the hosted
// provider calls (server/modules/esign/esign-provider.ts). Every API call must carry the API key
// (`Authorization: Bearer …`). It keeps what it was asked, serves a tiny signing page per request
// (a Sign button that fires the signed webhook at the app, signed with the shared secret, then sends
// the browser back to the request's redirect_url), and answers a signed PDF for a signed request.
// The webhook signature is computed here from the scheme's description (HMAC-SHA256 of "{t}.{body}"),
// apart from the server's verifier, so a mistake in either shows up.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeESignRequest {
  id: string;
  title: string;
  message: string;
  document: { file_name: string; content_type: string; content_base64: string };
  signer: { name: string; email: string };
  redirect_url: string;
  metadata: Record<string, string>;
}

export interface FakeESign {
  url: string;
  requests: FakeESignRequest[];
  cancelled: string[];
  /** Signed documents handed out, by request id. */
  fetched: string[];
  /** Where the signing page fires its webhook (the app's company/api/esign/webhook/). */
  webhookUrl: string;
  /** Answered once instead of the signing page's address (to test a bad answer). */
  nextSigningUrl: string | null;
  /** Marks a request signed without its page (tests that send the webhook themselves). */
  markSigned(id: string): void;
  close(): Promise<void>;
}

/** The signed PDF the fake answers for a request. */
export const fakeSignedPdf = (id: string) => Buffer.from(`%PDF-1.4\n% signed copy of ${id}\n%%EOF\n`);

/** An e-mail the fake refuses as a signer (to test a provider refusal). */
export const REFUSED_SIGNER_DOMAIN = '@refused.example';

/** The webhook header for `body`: t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">. */
export function signFakeWebhook(body: string, secret: string, seconds = Math.floor(Date.now() / 1000)) {
  return `t=${seconds},v1=${createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex')}`;
}

const readText = (request: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeESign(options: { apiKey: string; webhookSecret: string }): Promise<FakeESign> {
  const signed = new Set<string>();
  const fake: FakeESign = {
    url: '',
    requests: [],
    cancelled: [],
    fetched: [],
    webhookUrl: '',
    nextSigningUrl: null,
    markSigned: (id) => void signed.add(id),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  async function api(request: http.IncomingMessage, response: http.ServerResponse, path: string) {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return json(response, 401, { error: 'invalid api key' });
    }
    if (request.method === 'POST' && path === '/signature-requests') {
      const body = JSON.parse(await readText(request)) as Omit<FakeESignRequest, 'id'>;
      if (body.signer.email.endsWith(REFUSED_SIGNER_DOMAIN)) return json(response, 422, { error: 'signer refused' });
      const id = `sr_${fake.requests.length + 1}`;
      fake.requests.push({ id, ...body });
      const signingUrl = fake.nextSigningUrl ?? `${fake.url}/sign/${id}`;
      fake.nextSigningUrl = null;
      return json(response, 201, { id, signing_url: signingUrl });
    }
    const match = /^\/signature-requests\/([^/]+)\/(cancel|signed-document)$/.exec(path);
    const found = match && fake.requests.find((r) => r.id === decodeURIComponent(match[1]!));
    if (!match || !found) return json(response, 404, { error: 'no such request' });
    if (request.method === 'POST' && match[2] === 'cancel') {
      fake.cancelled.push(found.id);
      return json(response, 200, { id: found.id, status: 'cancelled' });
    }
    if (request.method === 'GET' && match[2] === 'signed-document' && signed.has(found.id)) {
      fake.fetched.push(found.id);
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end(fakeSignedPdf(found.id));
    }
    return json(response, 409, { error: 'not signed' });
  }

  /** The signing page: GET shows the document and a Sign button; POST signs, calls back, returns. */
  async function signingPage(request: http.IncomingMessage, response: http.ServerResponse, id: string) {
    const found = fake.requests.find((r) => r.id === id);
    if (!found) return json(response, 404, { error: 'no such request' });
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(`<!doctype html><html><head><title>Sign ${escapeHtml(found.title)}</title></head><body>
<h1>${escapeHtml(found.title)}</h1><p>For ${escapeHtml(found.signer.name)}</p>
<form method="post"><button type="submit">Sign</button></form></body></html>`);
    }
    signed.add(id);
    const body = JSON.stringify({ event: 'signed', request_id: id, occurred_at: new Date().toISOString() });
    const answer = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'esign-signature': signFakeWebhook(body, options.webhookSecret) },
      body,
    });
    if (!answer.ok) return json(response, 502, { error: `webhook answered ${answer.status}` });
    response.writeHead(303, { location: found.redirect_url });
    return response.end();
  }

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const sign = /^\/sign\/([^/]+)$/.exec(path);
    const handled = sign ? signingPage(request, response, decodeURIComponent(sign[1]!)) : api(request, response, path);
    handled.catch((err: unknown) => json(response, 500, { error: (err as Error).message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
