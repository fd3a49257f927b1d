// The course download state machine (issue 6), pure so it can be tested on its own: which courses to
// fetch and in which order, what a course's download record becomes at each step, which media a
// course uses, and what a person is shown (not downloaded, downloading, ready offline, update
// available, failed). download-manager.ts drives it; the records live in src/offline.
//
// Rules:
// - Every assigned course is downloaded, in the order of the assigned list (priority first), one at a
//   time. A download under way when the page closed resumes first; files already kept are not
//   fetched again.
// - A ready course whose server version moved on is "update available" and is updated in the same
//   way (only new files are fetched; files it no longer uses are dropped).
// - A failed course is tried again on the next run (sign-in, back online, the periodic check) or
//   when the person taps Retry; within a run it is tried once.
// - A course the person removed stays removed until they tap Download; a course no longer assigned
//   is removed from the device.
import type { AssignedCourse, Course } from '../../../../../contract/courses';
import type { CourseDownloadRecord } from '../../../../offline/course-downloads';

export type DownloadView = 'not_downloaded' | 'queued' | 'downloading' | 'ready' | 'update_available' | 'failed';

/** What the person sees for a course: its record against the version the server now reports. */
export function downloadView(record: CourseDownloadRecord | undefined, serverVersion?: string): DownloadView {
  if (!record || record.status === 'removed') return 'not_downloaded';
  if (record.status === 'ready' && serverVersion !== undefined && record.version !== serverVersion) {
    return 'update_available';
  }
  return record.status;
}

/** The courses to fetch in this run, in order: resumed downloads, then the rest by assigned order. */
export function coursesToDownload(
  assigned: Pick<AssignedCourse, 'id' | 'updated_at'>[],
  records: CourseDownloadRecord[],
) {
  const byCourse = new Map(records.map((r) => [r.course, r]));
  const resumed: number[] = [];
  const rest: number[] = [];
  for (const course of assigned) {
    const record = byCourse.get(course.id);
    const view = downloadView(record, course.updated_at);
    if (view === 'downloading') resumed.push(course.id);
    else if (record?.status === 'removed' || view === 'ready') continue;
    else rest.push(course.id);
  }
  return [...resumed, ...rest];
}

/** Records of courses no longer assigned: their data and media go. */
export function unassignedDownloads(assigned: Pick<AssignedCourse, 'id'>[], records: CourseDownloadRecord[]) {
  const ids = new Set(assigned.map((c) => c.id));
  return records.filter((r) => !ids.has(r.course));
}

const MEDIA_ATTRIBUTE = /\b(?:src|poster|href|data)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
/** Uploaded files (knowledge-base media and company files) are what can be kept; links elsewhere are not. */
const KEPT_MEDIA_PATH = /^\/(?:knowledgebase|company)\/api\/files\//;

/**
 * The media the course uses that can be kept for offline reading, as absolute URLs, each once:
 * images, video and audio and linked documents in the article bodies, each article's video and files.
 * Only files on the API's origin under its file paths qualify: an embedded YouTube video or a link to
 * another site cannot be kept (the reader shows them when the network is back).
 */
export function courseMediaUrls(course: Course, apiBase: string): string[] {
  const base = new URL(apiBase);
  const urls = new Set<string>();
  const add = (raw: string | null | undefined) => {
    if (!raw) return;
    let url: URL;
    try {
      url = new URL(raw.replace(/&amp;/g, '&'), base);
    } catch {
      return;
    }
    if (url.origin === base.origin && KEPT_MEDIA_PATH.test(url.pathname)) {
      url.hash = '';
      urls.add(url.toString());
    }
  };
  for (const section of course.sections) {
    for (const item of section.section_items) {
      const article = item.article_content;
      if (!article) continue;
      add(article.video_url);
      add(article.file_url);
      article.file_urls.forEach(add);
      for (const match of article.body.matchAll(MEDIA_ATTRIBUTE)) add(match[1] ?? match[2]);
    }
  }
  return [...urls];
}

/** FNV-1a over the text: a short, stable fingerprint (not a security hash). */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The course's content as a reader gets it, without the person's progress (which changes as they read). */
export function contentHash(course: Course): string {
  const content = course.sections.map((s) => [
    s.title,
    s.section_items.map((i) => [i.id, i.article_content ?? null, i.quiz_content ?? null]),
  ]);
  return fingerprint(JSON.stringify([course.name, course.description, content]));
}

/**
 * The record as a download starts: files kept before that the course still uses stay done (a
 * resumed or updated download fetches only the rest); files it no longer uses are returned to drop.
 */
export function startDownload(
  previous: CourseDownloadRecord | undefined,
  course: Course,
  mediaUrls: string[],
  now: number,
): { record: CourseDownloadRecord; dropped: string[] } {
  const kept = new Map((previous?.media ?? []).filter((m) => m.done).map((m) => [m.url, m]));
  const media = mediaUrls.map((url) => kept.get(url) ?? { url, bytes: 0, done: false });
  const wanted = new Set(mediaUrls);
  const dropped = (previous?.media ?? []).filter((m) => !wanted.has(m.url)).map((m) => m.url);
  const doneBytes = media.reduce((sum, m) => sum + m.bytes, 0);
  return {
    record: {
      course: course.id,
      status: 'downloading',
      version: course.updated_at,
      content_hash: contentHash(course),
      media,
      bytes_done: doneBytes,
      bytes_total: doneBytes,
      stored_bytes: previous?.stored_bytes ?? 0,
      error: null,
      updated_at: now,
    },
    dropped,
  };
}

/** One file kept. */
export function withFileDone(record: CourseDownloadRecord, url: string, bytes: number, now: number) {
  return {
    ...record,
    media: record.media.map((m) => (m.url === url ? { url, bytes, done: true } : m)),
    updated_at: now,
  };
}

/**
 * Bytes received and the bytes expected for the whole download: the files kept, the files under way
 * (their Content-Length) and, for files not started yet, the average size of those known so far.
 */
export function expectedBytes(known: number[], fileCount: number): number {
  const sum = known.reduce((a, b) => a + b, 0);
  if (known.length === 0) return 0;
  return Math.round(sum + (sum / known.length) * Math.max(0, fileCount - known.length));
}

export function withProgress(record: CourseDownloadRecord, received: number, expected: number, now: number) {
  return { ...record, bytes_done: received, bytes_total: Math.max(expected, received), updated_at: now };
}

/** All of it kept: the space it takes is its data (`dataBytes`) plus its media. */
export function withReady(record: CourseDownloadRecord, dataBytes: number, now: number): CourseDownloadRecord {
  const mediaBytes = record.media.reduce((sum, m) => sum + m.bytes, 0);
  const stored = dataBytes + mediaBytes;
  return {
    ...record,
    status: 'ready',
    bytes_done: stored,
    bytes_total: stored,
    stored_bytes: stored,
    error: null,
    updated_at: now,
  };
}

const DOWNLOAD_ERRORS = ['quota', 'network', 'server'] as const;
export type DownloadError = (typeof DOWNLOAD_ERRORS)[number];

/** The error a stored record names, read back from the device (an unknown one counts as the server's). */
export function downloadError(stored: string): DownloadError {
  return (DOWNLOAD_ERRORS as readonly string[]).includes(stored) ? (stored as DownloadError) : 'server';
}

export function withFailure(record: CourseDownloadRecord, error: DownloadError, now: number): CourseDownloadRecord {
  return { ...record, status: 'failed', error, updated_at: now };
}

/** The person asked for the course (Download, Retry, Update): it waits its turn. */
export function requested(record: CourseDownloadRecord | undefined, course: number, now: number): CourseDownloadRecord {
  return {
    course,
    version: record?.version ?? '',
    content_hash: record?.content_hash ?? '',
    media: record?.media ?? [],
    bytes_done: 0,
    bytes_total: 0,
    stored_bytes: record?.stored_bytes ?? 0,
    status: 'queued',
    error: null,
    updated_at: now,
  };
}

/** The person removed the download: nothing stays but the note not to fetch it again by itself. */
export function removed(course: number, now: number): CourseDownloadRecord {
  return {
    course,
    status: 'removed',
    version: '',
    content_hash: '',
    media: [],
    bytes_done: 0,
    bytes_total: 0,
    stored_bytes: 0,
    error: null,
    updated_at: now,
  };
}

/** Why a removed download was removed by the app, not the person (the device storage cap). */
export const REMOVED_FOR_STORAGE_CAP = 'storage_cap';

/** The device storage cap removed the download (issue 18.2): removed as by the person, and it says why. */
export function removedForStorageCap(course: number, now: number): CourseDownloadRecord {
  return { ...removed(course, now), error: REMOVED_FOR_STORAGE_CAP };
}

/** The share of the download done, 0–100 (for the progress bar); 100 only once it is all kept. */
export function percentDone(record: CourseDownloadRecord): number {
  if (record.status === 'ready') return 100;
  if (record.bytes_total <= 0) return 0;
  return Math.min(99, Math.floor((record.bytes_done / record.bytes_total) * 100));
}
