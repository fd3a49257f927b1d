// The uploader's queue (spec knowledge base §2 file uploader): files are checked against the mode
// (SCORM one .zip, default one video, multi any type; at most 30 GB each, at least one file) and
// sent at once, each with its progress; a file can be cancelled, and a failed one (a dropped
// network) retried: a single-PUT upload starts again with a fresh signed URL, a multipart one (large
// files on S3) sends only the parts that had not arrived. When every file has arrived, the complete
// event hands over their URLs and the queue clears.
import { useEffect, useRef, useState } from 'react';
import {
  fitsUploadMode,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_TOO_MANY_FILES,
  UPLOAD_WRONG_TYPE,
  uploadTooLarge,
  type UploadMode,
} from '../../../../contract/upload-constants';
import { errorMessages, NetworkError, ValidationApiError } from '../../../api/errors';
import { abortKbUpload, uploadKbFile, type UploadResume } from '../api/upload-file';

export interface UploadedFile {
  url: string;
  name: string;
  type: string;
}

export interface QueueItem {
  id: string;
  file: File;
  sent: number;
  state: 'uploading' | 'failed' | 'done';
  /** Why it failed: 'network' (retry when back online) or the server's message. */
  error?: 'network' | string;
  url?: string;
}

export interface UploadQueueOptions {
  mode: UploadMode;
  articleId?: number;
  onComplete: (files: UploadedFile[]) => void;
}

/** The files to add, or the message that refuses them (§2 rules, checked before any upload). */
export function checkFiles(mode: UploadMode, files: File[], queued = 0): string | null {
  if (files.length + queued > UPLOAD_MAX_FILES[mode]) return UPLOAD_TOO_MANY_FILES;
  for (const file of files) {
    if (mode !== 'multi' && !fitsUploadMode(mode, file.name, file.type)) return UPLOAD_WRONG_TYPE[mode];
    if (file.size > UPLOAD_MAX_BYTES) return uploadTooLarge(UPLOAD_MAX_BYTES);
  }
  return null;
}

export function useUploadQueue({ mode, articleId, onComplete }: UploadQueueOptions) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The queue as of the last change, for the upload callbacks that outlive a render.
  const current = useRef<QueueItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  // Per file, what its multipart upload has sent: kept across retries, dropped when it ends.
  const resumes = useRef(new Map<string, UploadResume>());
  const completed = useRef(onComplete);
  useEffect(() => {
    completed.current = onComplete;
  });

  const commit = (next: QueueItem[]) => {
    current.current = next;
    setItems(next);
  };
  const update = (id: string, patch: Partial<QueueItem>) =>
    commit(current.current.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  /** The complete event: every file has arrived, their URLs go out and the queue clears. */
  const arrived = (id: string, url: string) => {
    const next = current.current.map((item) =>
      item.id === id ? { ...item, state: 'done' as const, sent: item.file.size, url } : item,
    );
    if (next.some((item) => item.state !== 'done')) return commit(next);
    controllers.current.clear();
    resumes.current.clear();
    commit([]);
    completed.current(next.map((item) => ({ url: item.url!, name: item.file.name, type: item.file.type })));
  };

  const start = (id: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(id, controller);
    update(id, { state: 'uploading', error: undefined });
    let resume = resumes.current.get(id);
    if (!resume) resumes.current.set(id, (resume = { done: new Set() }));
    uploadKbFile({
      file,
      mode,
      articleId,
      resume,
      signal: controller.signal,
      onProgress: (sent) => update(id, { sent }),
    }).then(
      (url) => arrived(id, url),
      (error: unknown) => {
        if (controller.signal.aborted) return; // cancelled: the item is gone already
        const message =
          error instanceof NetworkError
            ? 'network'
            : error instanceof ValidationApiError
              ? Object.values(error.fields).flat().join(' ')
              : errorMessages(error).join(' ');
        update(id, { state: 'failed', error: message });
      },
    );
  };

  const add = (files: File[]) => {
    if (files.length === 0) return;
    const problem = checkFiles(mode, files, current.current.length);
    setRefusal(problem);
    if (problem) return;
    const added = files.map((file) => ({ id: crypto.randomUUID(), file, sent: 0, state: 'uploading' as const }));
    commit([...current.current, ...added]);
    for (const item of added) start(item.id, item.file);
  };

  const cancel = (id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    // The parts already in the bucket are dropped there too (best effort: the bucket's lifecycle
    // rule for incomplete uploads catches a cancel sent while offline).
    abortKbUpload(resumes.current.get(id)).catch(() => undefined);
    resumes.current.delete(id);
    const rest = current.current.filter((item) => item.id !== id);
    // The files still queued may all have arrived: cancelling the last one completes the queue.
    if (rest.length > 0 && rest.every((item) => item.state === 'done')) {
      const last = rest[rest.length - 1]!;
      current.current = rest;
      arrived(last.id, last.url!);
    } else commit(rest);
  };

  const retry = (id: string) => {
    const item = current.current.find((x) => x.id === id);
    if (item) start(id, item.file);
  };

  // Leaving the form cancels what is still on its way.
  useEffect(() => {
    const open = controllers.current;
    const started = resumes.current;
    return () => {
      open.forEach((controller) => controller.abort());
      started.forEach((resume) => abortKbUpload(resume).catch(() => undefined));
    };
  }, []);

  return { items, refusal, uploading: items.length > 0, add, cancel, retry };
}
