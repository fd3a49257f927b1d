// The media part of a course download (download-manager.ts): each file the course uses and this
// device does not keep yet is fetched, its bytes counted as they arrive (the progress bar), and kept
// in the course media cache. A few files at a time; a file the server no longer has is passed over.
import { NotFoundApiError } from '../../../../api/errors';
import { fetchFile } from '../../../../api/files';
import { putCourseDownload, type CourseDownloadRecord } from '../../../../offline/course-downloads';
import { storeMedia } from '../../../../offline/course-media';
import { expectedBytes, withFileDone, withProgress } from './download-state';

/** Files fetched at once: enough to fill a slow link, few enough not to starve the screen's own calls. */
const PARALLEL_FILES = 3;
/** Progress is written at most this often (each write refreshes the screens). */
const PROGRESS_WRITE_MS = 250;

/** The file's bytes, read as they arrive so the progress moves; `onBytes` gets each chunk's size. */
async function readFile(url: string, signal: AbortSignal, onLength: (n: number) => void, onBytes: (n: number) => void) {
  const response = await fetchFile(url, { signal, cache: 'no-store' });
  const length = Number(response.headers.get('content-length') ?? 0);
  onLength(length);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onBytes(value.byteLength);
  }
  return new Blob(chunks as BlobPart[], { type });
}

/**
 * Fetches the files of the record not kept yet, PARALLEL_FILES at a time, into the course media cache,
 * writing the progress to the record as the bytes arrive; resolves with the record, every file done.
 */
export async function fetchMedia(record: CourseDownloadRecord, signal: AbortSignal): Promise<CourseDownloadRecord> {
  let state = record;
  const pending = state.media.filter((m) => !m.done).map((m) => m.url);
  const known: number[] = state.media.filter((m) => m.done).map((m) => m.bytes);
  let received = known.reduce((a, b) => a + b, 0);
  let lastWrite = 0;
  const write = async (force = false) => {
    const now = Date.now();
    if (signal.aborted || (!force && now - lastWrite < PROGRESS_WRITE_MS)) return;
    lastWrite = now;
    state = withProgress(state, received, expectedBytes(known, state.media.length), now);
    await putCourseDownload(state);
  };
  await write(true);
  const worker = async () => {
    for (let url = pending.shift(); url !== undefined; url = pending.shift()) {
      let blob: Blob | null;
      try {
        blob = await readFile(
          url,
          signal,
          (length) => {
            if (length > 0) known.push(length);
          },
          (n) => {
            received += n;
            void write();
          },
        );
      } catch (error) {
        // A file the server no longer has shows missing online too: it must not keep the rest of
        // the course off the device forever.
        if (!(error instanceof NotFoundApiError)) throw error;
        blob = null;
      }
      if (blob) await storeMedia(url, blob);
      state = withFileDone(state, url, blob?.size ?? 0, Date.now());
      await write(true);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FILES }, worker));
  return state;
}
