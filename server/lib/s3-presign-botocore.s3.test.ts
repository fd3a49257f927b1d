// The SigV4 presigner (s3-presign.ts) against AWS's own signer: botocore, the library under the AWS
// CLI and boto3 (it comes with moto, so it is there wherever the S3 suite runs). moto's server does
// not check query signatures, so this is what shows that a real S3 would accept the app's URLs: for
// the same request, credentials and moment, botocore's S3SigV4QueryAuth must sign the same
// parameters and arrive at the same signature — for a PUT with its type and size signed, a key that
// needs escaping, a part of a multipart upload whose upload id needs escaping, the multipart start,
// the purge's DeleteObjects, a virtual-hosted bucket, and an endpoint on a non-default port.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { presignS3Url, type PresignOptions, type S3Settings } from './s3-presign';

const NOW = new Date('2026-03-04T05:06:07Z');

const BOTOCORE = String.raw`
import datetime, json, sys
import botocore.auth
from botocore.auth import S3SigV4QueryAuth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials

out = []
for case in json.load(sys.stdin):
    moment = datetime.datetime.strptime(case["now"], "%Y%m%dT%H%M%SZ")
    botocore.auth.get_current_datetime = lambda: moment
    auth = S3SigV4QueryAuth(
        Credentials(case["accessKeyId"], case["secretAccessKey"]), "s3", case["region"], expires=case["expires"]
    )
    request = AWSRequest(method=case["method"], url=case["url"], headers=case["headers"])
    auth.add_auth(request)
    out.append(request.url)
print(json.dumps(out))
`;

const base: S3Settings = {
  endpoint: 'http://127.0.0.1:9000',
  bucket: 'groundwork-media',
  region: 'eu-west-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  pathStyle: true,
};

interface Case {
  name: string;
  s3: S3Settings;
  options: Omit<PresignOptions, 'now'>;
}

const cases: Case[] = [
  {
    name: 'a single PUT with its Content-Type and Content-Length signed',
    s3: base,
    options: {
      method: 'PUT',
      key: 'kb/12/0123456789abcdef0123456789abcdef.mp4',
      expiresIn: 3600,
      headers: { 'content-type': 'video/mp4', 'content-length': '4096' },
    },
  },
  {
    name: 'a GET of a key with spaces, brackets, a plus and non-ASCII letters',
    s3: base,
    options: { method: 'GET', key: 'kb/1/My file (1)+ü~*.zip', expiresIn: 300 },
  },
  {
    name: 'a part of a multipart upload, its upload id full of characters to escape',
    s3: base,
    options: {
      method: 'PUT',
      key: 'kb/7/fedcba9876543210fedcba9876543210.mov',
      query: { partNumber: '3', uploadId: 'VXBsb2FkIElE/IGZvciA+2~bXkgb2JqZWN0=' },
      expiresIn: 3600,
    },
  },
  {
    name: 'the start of a multipart upload (an empty parameter) with its type signed',
    s3: base,
    options: {
      method: 'POST',
      key: 'kb/7/fedcba9876543210fedcba9876543210.mov',
      query: { uploads: '' },
      expiresIn: 300,
      headers: { 'content-type': 'video/quicktime' },
    },
  },
  {
    name: 'a bucket-level DeleteObjects with its Content-MD5 signed',
    s3: base,
    options: {
      method: 'POST',
      key: '',
      query: { delete: '' },
      expiresIn: 300,
      headers: { 'content-md5': '1B2M2Y8AsgTpgAmY7PhCfg==' },
    },
  },
  {
    name: 'a virtual-hosted bucket on AWS itself',
    s3: { ...base, endpoint: 'https://s3.eu-west-1.amazonaws.com', pathStyle: false },
    options: { method: 'DELETE', key: 'scorm/3/a b.zip', expiresIn: 300 },
  },
  {
    name: 'another region, and an HTTPS endpoint on a port of its own',
    s3: { ...base, endpoint: 'https://minio.internal:9443', region: 'ap-southeast-2' },
    options: { method: 'HEAD', key: 'kb/9/x.pdf', expiresIn: 60 },
  },
];

/** The URL's parameters, sorted: botocore orders the operation's before the signature's. */
const params = (url: string) => [...new URL(url).searchParams.entries()].sort(([a], [b]) => a.localeCompare(b));

describe('presigned URLs, signed again by botocore', () => {
  const ours = cases.map((c) => presignS3Url(c.s3, { ...c.options, now: NOW }));
  const input = cases.map((c, i) => {
    const url = new URL(ours[i]!);
    const signed = (new URLSearchParams(url.search).get('X-Amz-SignedHeaders') ?? '').split(';');
    const headers = Object.fromEntries(
      Object.entries(c.options.headers ?? {}).filter(([name]) => signed.includes(name.toLowerCase())),
    );
    // The request as it is sent, without the signature's own parameters: botocore adds those.
    const operation = new URL(`${url.origin}${url.pathname}`);
    for (const [name, value] of Object.entries(c.options.query ?? {})) operation.searchParams.set(name, value);
    return {
      method: c.options.method,
      url: operation.toString(),
      headers,
      region: c.s3.region,
      accessKeyId: c.s3.accessKeyId,
      secretAccessKey: c.s3.secretAccessKey,
      expires: c.options.expiresIn,
      now: '20260304T050607Z',
    };
  });
  const run = spawnSync('python3', ['-c', BOTOCORE], { input: JSON.stringify(input), encoding: 'utf8' });
  const theirs = run.status === 0 ? (JSON.parse(run.stdout) as string[]) : [];

  it('botocore ran', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(theirs).toHaveLength(cases.length);
  });

  for (const [i, c] of cases.entries()) {
    it(`agrees on ${c.name}`, () => {
      const mine = new URL(ours[i]!);
      const boto = new URL(theirs[i]!);
      expect(mine.origin).toBe(boto.origin);
      expect(mine.pathname).toBe(boto.pathname);
      expect(params(ours[i]!)).toEqual(params(theirs[i]!));
    });
  }
});
