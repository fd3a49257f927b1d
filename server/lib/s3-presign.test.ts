// SigV4 query signing against AWS's own published example ("Authenticating Requests: Using Query
// Parameters", GET examplebucket/test.txt), and the shape of a presigned upload.
import { describe, expect, it } from 'vitest';
import { objectUrl, presignS3Url, readUrl, type S3Settings } from './s3-presign';

const AWS_EXAMPLE: S3Settings = {
  endpoint: 'https://s3.amazonaws.com',
  bucket: 'examplebucket',
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  pathStyle: false,
};

describe('presignS3Url', () => {
  it("matches AWS's documented example signature", () => {
    const url = presignS3Url(AWS_EXAMPLE, {
      method: 'GET',
      key: 'test.txt',
      expiresIn: 86400,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs an upload for a path-style store with its Content-Type, and changes with it', () => {
    const minio: S3Settings = { ...AWS_EXAMPLE, endpoint: 'http://minio.test:9000', bucket: 'kb', pathStyle: true };
    const now = new Date('2025-01-02T03:04:05Z');
    const sign = (type: string) =>
      presignS3Url(minio, {
        method: 'PUT',
        key: 'kb/1/a b.mp4',
        expiresIn: 3600,
        headers: { 'Content-Type': type },
        now,
      });
    const url = new URL(sign('video/mp4'));
    expect(url.origin + url.pathname).toBe('http://minio.test:9000/kb/kb/1/a%20b.mp4');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(sign('video/webm')).not.toBe(sign('video/mp4'));
    expect(objectUrl(minio, 'kb/1/x.mp4')).toBe('http://minio.test:9000/kb/kb/1/x.mp4');
    expect(readUrl({ ...minio, publicUrl: 'https://cdn.test/media/' }, 'kb/1/x.mp4')).toBe(
      'https://cdn.test/media/kb/1/x.mp4',
    );
  });
});
