// @vitest-environment node
// Answers from the course media cache to a video seeking: a single byte range gets a 206 with the
// right bytes and Content-Range, an unsatisfiable one a 416, and no range the whole copy.
import { describe, expect, it } from 'vitest';
import { mediaResponse } from './course-media';

const copy = () =>
  new Response(new Blob(['0123456789'], { type: 'video/mp4' }), { headers: { 'content-type': 'video/mp4' } });
const ask = (range?: string) =>
  new Request('https://app.test/knowledgebase/api/files/1/v.mp4', range ? { headers: { range } } : undefined);

describe('mediaResponse', () => {
  it('answers a range with those bytes', async () => {
    const response = await mediaResponse(ask('bytes=2-5'), copy());
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(await response.text()).toBe('2345');
  });

  it('answers open and suffix ranges', async () => {
    expect(await (await mediaResponse(ask('bytes=7-'), copy())).text()).toBe('789');
    const suffix = await mediaResponse(ask('bytes=-3'), copy());
    expect(suffix.headers.get('content-range')).toBe('bytes 7-9/10');
    expect(await suffix.text()).toBe('789');
  });

  it('refuses a range past the end, and gives the whole copy without a range', async () => {
    const refused = await mediaResponse(ask('bytes=20-30'), copy());
    expect(refused.status).toBe(416);
    expect(refused.headers.get('content-range')).toBe('bytes */10');
    const whole = await mediaResponse(ask(), copy());
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe('0123456789');
  });
});
