// Sending and fetching files outside the JSON client: a file goes to a signed upload URL (this
// server's upload target or an S3 bucket) with progress events, which fetch() cannot report for
// request bodies, hence XMLHttpRequest; and a stored file is read back as a Blob (the office viewers).
// Neither carries the bearer token: a signed URL is its own permission, and a bucket would refuse it.
import { API_BASE_URL } from './client';
import { errorFromResponse, NetworkError, OfflineError } from './errors';

/** A URL the server answered (often a path on the API) made absolute against the API's address. */
export function resolveApiUrl(url: string): string {
  return new URL(url, new URL(API_BASE_URL, window.location.origin)).toString();
}

export interface UploadOptions {
  method: string;
  contentType: string;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/** Sends `file` as the whole body; resolves with the answer's JSON (or null), rejects with the API's errors. */
export function uploadFile(url: string, file: Blob, options: UploadOptions): Promise<unknown> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.reject(new OfflineError());
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open(options.method, resolveApiUrl(url));
    xhr.setRequestHeader('content-type', options.contentType);
    xhr.upload.onprogress = (event) =>
      options.onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      options.signal?.removeEventListener('abort', abort);
      let body: unknown = xhr.responseText || null;
      try {
        body = body ? JSON.parse(body as string) : null;
      } catch {
        // not JSON (an S3 store answers XML or nothing)
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(errorFromResponse(xhr.status, body));
    };
    xhr.onerror = () => reject(new NetworkError('The upload was interrupted'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(file);
  });
}

/** A stored file's bytes (no token: file URLs are served without one). */
export async function downloadFile(url: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchFile(url, { signal })).blob();
}

/**
 * A stored file's response, unread, for callers that stream the body (a course download counts the
 * bytes as they arrive and keeps the file in its own cache, so it asks for `cache: 'no-store'`).
 */
export async function fetchFile(url: string, options: { signal?: AbortSignal; cache?: RequestCache } = {}) {
  const { signal, cache } = options;
  let response: Response;
  try {
    response = await fetch(resolveApiUrl(url), { signal, cache });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new NetworkError(err instanceof Error ? err.message : String(err));
  }
  if (!response.ok) throw errorFromResponse(response.status, null);
  return response;
}
