// The upload flow of spec knowledge base §7 for one file: a signed URL from
// generate-s3-presigned-url/ (or, for the video of an existing article, video-upload/{id}/), then
// the bytes sent there with progress. Answers where the stored file is read from.
//
// A large file for S3-compatible storage comes back as a MULTIPART upload (contract/uploads.ts):
// its parts go up a few at a time, each with a freshly signed URL, and the parts that arrived are
// remembered in `resume`, so a retry after a dropped network sends only the rest.
import type {
  MultipartPartsResponse,
  MultipartPresignResponse,
  PresignResponse,
  UploadDone,
  UploadMode,
} from '../../../../contract/uploads';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { uploadFile } from '../../../api/files';

/** Parts on their way at once: enough to fill a line, few enough for a cheap phone's memory. */
export const PARTS_IN_FLIGHT = 3;

/** What a multipart upload has done so far; the queue keeps it per file so a retry resumes. */
export interface UploadResume {
  signed?: MultipartPresignResponse;
  /** Part numbers the store has acknowledged. */
  done: Set<number>;
}

export interface UploadRequest {
  file: File;
  mode: UploadMode;
  /** The article whose video this is (edit and draft modes): signed through video-upload/{id}/. */
  articleId?: number;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  resume?: UploadResume;
}

const multipartPath = (call: 'parts' | 'complete' | 'abort') => `${API_PATHS.kbMultipartUpload}${call}/`;

export async function uploadKbFile(request: UploadRequest): Promise<string> {
  const { file, mode, articleId, onProgress, signal } = request;
  const resume = request.resume ?? { done: new Set<number>() };
  let signed: PresignResponse | undefined = resume.signed;
  if (!signed) {
    const body = { file_name: file.name, file_content_type: file.type, file_size: file.size };
    const forArticle = articleId !== undefined && mode === 'video';
    signed = await api<PresignResponse>(forArticle ? API_PATHS.kbVideoUpload(articleId) : API_PATHS.kbPresignUpload, {
      method: 'POST',
      body: forArticle ? body : { ...body, mode },
      signal,
    });
  }
  if (signed.method === 'PUT') {
    await uploadFile(signed.url, file, { method: signed.method, contentType: signed.content_type, onProgress, signal });
    return signed.file_url;
  }
  resume.signed = signed;
  await uploadParts(file, signed, resume.done, onProgress, signal);
  const done = await api<UploadDone>(multipartPath('complete'), {
    method: 'POST',
    body: { upload: signed.upload },
    signal,
  });
  return done.file_url;
}

/** Sends every part not yet done, PARTS_IN_FLIGHT at a time; the first failure stops the rest. */
async function uploadParts(
  file: File,
  signed: MultipartPresignResponse,
  done: Set<number>,
  onProgress: UploadRequest['onProgress'],
  signal: AbortSignal | undefined,
) {
  const partBytes = (n: number) => Math.min(signed.part_size, file.size - (n - 1) * signed.part_size);
  const waiting = Array.from({ length: signed.part_count }, (_, i) => i + 1).filter((n) => !done.has(n));
  const inFlight = new Map<number, number>();
  const report = () => {
    let sent = 0;
    for (const n of done) sent += partBytes(n);
    for (const loaded of inFlight.values()) sent += loaded;
    onProgress?.(Math.min(sent, file.size), file.size);
  };
  report();
  // One failed part stops the others: the retry starts from what the store has.
  const stop = new AbortController();
  const abortAll = () => stop.abort();
  signal?.addEventListener('abort', abortAll, { once: true });
  const worker = async () => {
    for (let n = waiting.shift(); n !== undefined && !stop.signal.aborted; n = waiting.shift()) {
      const { parts } = await api<MultipartPartsResponse>(multipartPath('parts'), {
        method: 'POST',
        body: { upload: signed.upload, part_numbers: [n] },
        signal: stop.signal,
      });
      const start = (n - 1) * signed.part_size;
      const part = n;
      inFlight.set(part, 0);
      await uploadFile(parts[0]!.url, file.slice(start, start + partBytes(n)), {
        method: 'PUT',
        contentType: signed.content_type,
        signal: stop.signal,
        onProgress: (loaded) => {
          inFlight.set(part, loaded);
          report();
        },
      });
      inFlight.delete(part);
      done.add(part);
      report();
    }
  };
  try {
    await Promise.all(
      Array.from({ length: Math.min(PARTS_IN_FLIGHT, waiting.length) }, () =>
        worker().catch((error: unknown) => {
          stop.abort();
          throw error;
        }),
      ),
    );
  } finally {
    signal?.removeEventListener('abort', abortAll);
  }
}

/** Cancels a multipart upload on the store (its parts are dropped); best effort. */
export async function abortKbUpload(resume: UploadResume | undefined): Promise<void> {
  if (!resume?.signed) return;
  await api(multipartPath('abort'), { method: 'POST', body: { upload: resume.signed.upload } });
}
