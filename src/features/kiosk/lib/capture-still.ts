// A still from the kiosk's front camera, small enough to queue and send with a punch on a poor
// network: the video frame drawn 480 px wide on a canvas and encoded as JPEG at quality 0.7 (a face
// at that size is usually 20–60 KB). A frame that still encodes over the server's limit (a noisy,
// very detailed picture) is tried once at a lower quality, then given up: the punch goes without it.
import { KIOSK_PHOTO_MAX_BYTES } from '../../../../contract/kiosk-constants';

export const STILL_WIDTH = 480;
export const STILL_QUALITY = 0.7;
const FALLBACK_QUALITY = 0.4;

const toJpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/** The current frame of `video` as a small JPEG, or null when there is no frame or it cannot fit. */
export async function captureStill(video: HTMLVideoElement): Promise<Blob | null> {
  const { videoWidth, videoHeight } = video;
  if (!videoWidth || !videoHeight) return null;
  const canvas = document.createElement('canvas');
  canvas.width = Math.min(STILL_WIDTH, videoWidth);
  canvas.height = Math.round((videoHeight * canvas.width) / videoWidth);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  for (const quality of [STILL_QUALITY, FALLBACK_QUALITY]) {
    const blob = await toJpeg(canvas, quality);
    if (blob && blob.size > 0 && blob.size <= KIOSK_PHOTO_MAX_BYTES) return blob;
  }
  return null;
}
