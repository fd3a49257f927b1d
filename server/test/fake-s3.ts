// A small S3-compatible store on node:http for tests: path-style objects and multipart uploads
// (create, upload part, list parts with paging, complete, abort), each request refused unless it
// carries a valid SigV4 query signature. The verifier below is written from AWS's description of
// query signing, apart from the presigner under test (whose output it checks), so a mistake in
// either shows up as SignatureDoesNotMatch.
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Parts per ListParts page (S3: 1,000), small to exercise paging. */
  listPageSize?: number;
  /** Smallest part but the last (S3: 5 MiB). */
  minPartBytes?: number;
}

interface StoredObject {
  data: Buffer;
  contentType: string;
}

interface PendingUpload {
  key: string;
  contentType: string;
  parts: Map<number, { data: Buffer; etag: string }>;
}

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, StoredObject>;
  uploads: Map<string, PendingUpload>;
  /** Requests refused for their signature. */
  refused: string[];
  close(): Promise<void>;
}

/** RFC 3986 as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

function signatureProblem(request: http.IncomingMessage, options: FakeS3Options): string | null {
  const [rawPath = '', rawQuery = ''] = (request.url ?? '').split('?');
  const params = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [decodeURIComponent(name), decodeURIComponent(value)] as const;
    });
  const get = (name: string) => params.find(([n]) => n === name)?.[1];
  const credential = get('X-Amz-Credential')?.split('/') ?? [];
  const [accessKey, day, region, service, terminal] = credential;
  if (accessKey !== options.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== options.region || service !== 's3' || terminal !== 'aws4_request')
    return 'AuthorizationQueryParametersError';
  const amzDate = get('X-Amz-Date') ?? '';
  const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!Number.isFinite(signedAt) || signedAt + Number(get('X-Amz-Expires')) * 1000 < Date.now()) return 'AccessDenied';
  const signedHeaders = (get('X-Amz-SignedHeaders') ?? '').split(';');
  const canonicalQuery = params
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`)
    .sort()
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    rawPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonicalRequest).digest('hex')];
  const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day ?? ''), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(toSign.join('\n')).digest('hex');
  return expected === get('X-Amz-Signature') ? null : 'SignatureDoesNotMatch';
}

const readBody = async (request: http.IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const md5 = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, PendingUpload>();
  const refused: string[] = [];
  const pageSize = options.listPageSize ?? 1000;
  const minPart = options.minPartBytes ?? 5 * 1024 * 1024;
  let nextUpload = 1;

  const server = http.createServer((request, response) => {
    const fail = (status: number, code: string) => {
      response.writeHead(status, { 'content-type': 'application/xml' });
      response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
    };
    const xml = (body: string) => {
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
    };
    void (async () => {
      const problem = signatureProblem(request, options);
      if (problem) {
        refused.push(`${request.method} ${request.url}`);
        await readBody(request);
        return fail(403, problem);
      }
      const url = new URL(request.url ?? '/', 'http://fake');
      const [, bucket, ...rest] = url.pathname.split('/');
      if (bucket !== options.bucket) return fail(404, 'NoSuchBucket');
      const key = rest.map(decodeURIComponent).join('/');
      const q = url.searchParams;
      const uploadId = q.get('uploadId');
      const upload = uploadId ? uploads.get(uploadId) : undefined;
      if (uploadId && (!upload || upload.key !== key)) {
        await readBody(request);
        return fail(404, 'NoSuchUpload');
      }
      const body = await readBody(request);

      if (request.method === 'POST' && q.has('uploads')) {
        const id = `upload-${nextUpload++}`;
        uploads.set(id, { key, contentType: String(request.headers['content-type'] ?? ''), parts: new Map() });
        return xml(
          `<InitiateMultipartUploadResult><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      if (request.method === 'PUT' && upload) {
        const partNumber = Number(q.get('partNumber'));
        const etag = md5(body);
        upload.parts.set(partNumber, { data: body, etag });
        response.writeHead(200, { etag });
        return response.end();
      }
      if (request.method === 'GET' && upload) {
        const marker = Number(q.get('part-number-marker') ?? 0);
        const numbers = [...upload.parts.keys()].sort((a, b) => a - b).filter((n) => n > marker);
        const page = numbers.slice(0, pageSize);
        const truncated = numbers.length > pageSize;
        const parts = page
          .map((n) => {
            const part = upload.parts.get(n)!;
            return `<Part><PartNumber>${n}</PartNumber><ETag>${part.etag.replace(/"/g, '&quot;')}</ETag><Size>${part.data.length}</Size></Part>`;
          })
          .join('');
        return xml(
          `<ListPartsResult><UploadId>${uploadId}</UploadId><IsTruncated>${truncated}</IsTruncated>` +
            `<NextPartNumberMarker>${page.at(-1) ?? 0}</NextPartNumberMarker>${parts}</ListPartsResult>`,
        );
      }
      if (request.method === 'POST' && upload) {
        const listed = [
          ...body.toString().matchAll(/<Part><PartNumber>(\d+)<\/PartNumber><ETag>(.*?)<\/ETag><\/Part>/g),
        ];
        const chunks: Buffer[] = [];
        let previous = 0;
        for (const [index, [, number, etag]] of listed.entries()) {
          const part = upload.parts.get(Number(number));
          if (Number(number) <= previous) return fail(400, 'InvalidPartOrder');
          if (!part || part.etag !== etag!.replace(/&quot;/g, '"')) return fail(400, 'InvalidPart');
          if (index < listed.length - 1 && part.data.length < minPart) return fail(400, 'EntityTooSmall');
          previous = Number(number);
          chunks.push(part.data);
        }
        if (chunks.length === 0) return fail(400, 'MalformedXML');
        objects.set(key, { data: Buffer.concat(chunks), contentType: upload.contentType });
        uploads.delete(uploadId!);
        return xml(`<CompleteMultipartUploadResult><Key>${key}</Key></CompleteMultipartUploadResult>`);
      }
      if (request.method === 'DELETE' && upload) {
        uploads.delete(uploadId!);
        response.writeHead(204);
        return response.end();
      }
      if (request.method === 'DELETE' && !uploadId) {
        // S3 answers 204 whether or not the object was there.
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      if (request.method === 'PUT') {
        objects.set(key, { data: body, contentType: String(request.headers['content-type'] ?? '') });
        response.writeHead(200, { etag: md5(body) });
        return response.end();
      }
      if (request.method === 'GET' || request.method === 'HEAD') {
        const object = objects.get(key);
        if (!object) return fail(404, 'NoSuchKey');
        response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.data.length });
        return response.end(request.method === 'GET' ? object.data : undefined);
      }
      return fail(405, 'MethodNotAllowed');
    })().catch((error: unknown) => fail(500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    uploads,
    refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
