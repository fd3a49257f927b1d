// The still a kiosk keeps with a punch: 480 px wide JPEG at quality 0.7, once more at a lower
// quality when that is over the server's limit, and none when even that is (the punch goes without).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KIOSK_PHOTO_MAX_BYTES } from '../../../../contract/kiosk-constants';
import { captureStill } from './capture-still';

const video = (width: number, height: number) =>
  ({ videoWidth: width, videoHeight: height }) as unknown as HTMLVideoElement;
let sizes: number[];
const qualities: number[] = [];

beforeEach(() => {
  qualities.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback, type, quality) {
    qualities.push(quality as number);
    callback(new Blob([new Uint8Array(sizes.shift()!)], { type }));
  });
});
afterEach(() => vi.restoreAllMocks());

describe('captureStill', () => {
  it('encodes a JPEG at quality 0.7 when it fits', async () => {
    sizes = [40_000];
    const still = await captureStill(video(640, 480));
    expect(still).toMatchObject({ type: 'image/jpeg', size: 40_000 });
    expect(qualities).toEqual([0.7]);
  });

  it('tries a lower quality once, then gives up', async () => {
    sizes = [KIOSK_PHOTO_MAX_BYTES + 1, 90_000];
    expect(await captureStill(video(640, 480))).toMatchObject({ size: 90_000 });
    sizes = [KIOSK_PHOTO_MAX_BYTES + 1, KIOSK_PHOTO_MAX_BYTES + 1];
    expect(await captureStill(video(640, 480))).toBeNull();
  });

  it('has nothing to take before the camera shows a frame', async () => {
    sizes = [];
    expect(await captureStill(video(0, 0))).toBeNull();
  });
});
