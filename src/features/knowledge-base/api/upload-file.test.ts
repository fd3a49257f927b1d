// The multipart side of the uploader (the server and a signature-checking store are covered by
// server/modules/knowledge-base/multipart-uploads.test.ts): each part goes to its own signed URL
// with exactly its bytes; a part lost to a dropped network fails the upload, and the retry with the
// same resume sends only the parts that had not arrived, then finishes once.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../contract/paths';
import type { MultipartPresignResponse } from '../../../../contract/uploads';
import { apiUrl } from '../../../api/client';
import { NetworkError } from '../../../api/errors';
import { setSession } from '../../../api/session';
import { setupApiServer } from '../../../test/render';
import { uploadKbFile, type UploadResume } from './upload-file';

const server = setupApiServer();
const STORE = 'https://bucket.test/kb/video.mp4';
const PART = 4;

function fakeServer(size: number, { dropPartOnce }: { dropPartOnce: number }) {
  const signed: MultipartPresignResponse = {
    url: `/${API_PATHS.kbMultipartUpload}`,
    method: 'MULTIPART',
    content_type: 'video/mp4',
    expires_in: 3600,
    file_url: STORE,
    upload: 'handle-1',
    part_size: PART,
    part_count: Math.ceil(size / PART),
  };
  const received = new Map<number, string>();
  const puts: number[] = [];
  const log = { presigns: 0, completes: 0, received, puts };
  let dropped = false;
  server.use(
    http.post(apiUrl(API_PATHS.kbPresignUpload), () => {
      log.presigns++;
      return HttpResponse.json(signed);
    }),
    http.post(apiUrl(`${API_PATHS.kbMultipartUpload}parts/`), async ({ request }) => {
      const body = (await request.json()) as { upload: string; part_numbers: number[] };
      expect(body.upload).toBe('handle-1');
      return HttpResponse.json({
        parts: body.part_numbers.map((n) => ({ part_number: n, url: `${STORE}?partNumber=${n}&sig=x` })),
        expires_in: 3600,
      });
    }),
    http.put(STORE, async ({ request }) => {
      const n = Number(new URL(request.url).searchParams.get('partNumber'));
      puts.push(n);
      if (n === dropPartOnce && !dropped) {
        dropped = true;
        // The network drops late, while the other parts have gone through.
        await new Promise((resolve) => setTimeout(resolve, 150));
        return HttpResponse.error();
      }
      received.set(n, await request.text());
      return new HttpResponse(null, { status: 200 });
    }),
    http.post(apiUrl(`${API_PATHS.kbMultipartUpload}complete/`), () => {
      log.completes++;
      return HttpResponse.json({ file_url: STORE, size });
    }),
  );
  return log;
}

describe('uploadKbFile with a multipart answer', () => {
  it('resumes after a dropped part, sending only what had not arrived', async () => {
    setSession({ token: 'access-1', refresh: 'refresh-1', userId: 1, companyId: 1 });
    const text = 'abcdefghijklmnopqrstuvw'; // 23 bytes: parts of 4, the sixth 3 long
    // A Blob of the runtime's fetch (not jsdom's, which msw's XMLHttpRequest interception sees only
    // as a string), named like the File a picker gives.
    const blob = await new Response(text, { headers: { 'content-type': 'video/mp4' } }).blob();
    const file = Object.assign(blob, { name: 'video.mp4' }) as File;
    const log = fakeServer(file.size, { dropPartOnce: 2 });
    const resume: UploadResume = { done: new Set() };
    const progress: number[] = [];

    await expect(
      uploadKbFile({ file, mode: 'video', resume, onProgress: (sent) => progress.push(sent) }),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(resume.done.has(2)).toBe(false);
    expect(log.completes).toBe(0);
    const sentBefore = new Set(resume.done);
    expect([...sentBefore].sort()).toEqual([1, 3, 4, 5, 6]);

    log.puts.length = 0;
    const url = await uploadKbFile({ file, mode: 'video', resume, onProgress: (sent) => progress.push(sent) });
    expect(url).toBe(STORE);
    // The retry neither signed again nor sent a part that had arrived.
    expect(log.presigns).toBe(1);
    expect(log.puts).toEqual([2]);
    expect(log.completes).toBe(1);
    expect([...resume.done].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const joined = Array.from({ length: 6 }, (_, i) => log.received.get(i + 1)).join('');
    expect(joined).toBe(text);
    expect(progress.at(-1)).toBe(file.size);
  });
});
