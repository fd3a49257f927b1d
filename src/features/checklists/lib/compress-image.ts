// Photos are shrunk on the phone before they are kept and sent: a camera's 12 MP JPEG (4–8 MB) becomes
// ~200–400 KB at 1600 px on the long side, which fits the outbox, a slow network and the server's limit.
export const IMAGE_MAX_SIDE = 1600;
export const JPEG_QUALITY = 0.8;

export async function compressImage(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, IMAGE_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvasBlob(canvas, 'image/jpeg', JPEG_QUALITY);
}

export function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      type,
      quality,
    ),
  );
}
