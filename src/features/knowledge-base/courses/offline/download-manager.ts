// The course download manager (issue 6): while someone is signed in and online, every course
// assigned to them is fetched in the background with everything it uses — the course with its
// articles' bodies and quizzes (one call: the course detail carries them), and its media into the
// course media cache (src/offline/course-media.ts) — so it can be read, taken and acknowledged with
// no network. One course at a time, a few files at a time; state and progress go to the course's
// download record, which the screens show. The rules of what is fetched when are in download-state.ts.
//
// Runs: at sign-in (after the first screen), when the network comes back, every RECHECK_MS, and when
// the person asks (Download, Retry, Update). A run in progress absorbs the next request: it goes
// round once more when it ends.
import type { QueryClient } from '@tanstack/react-query';
import type { Course } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { api, API_BASE_URL } from '../../../../api/client';
import { NetworkError } from '../../../../api/errors';
import {
  deleteCourseData,
  getCourseDownload,
  listCourseDownloads,
  putCourseDownload,
  type CourseDownloadRecord,
} from '../../../../offline/course-downloads';
import { deleteMedia } from '../../../../offline/course-media';
import { removeSearchDocuments, storeSearchDocuments } from '../../../../offline/offline-search';
import { hasQueuedChanges } from '../../../../offline/queue';
import { getAssignedCoursesQueryOptions } from '../api/get-assigned-courses';
import { getCourseQueryOptions } from '../api/get-course';
import { keepCourse } from './course-copy';
import { scormPackageIdOf } from '../../scorm/lib/player-path';
import { fetchMedia } from './course-media-download';
import { courseEntityKey } from './course-kinds';
import {
  courseMediaUrls,
  coursesToDownload,
  removed,
  removedForStorageCap,
  requested,
  startDownload,
  unassignedDownloads,
  withFailure,
  withReady,
  type DownloadError,
} from './download-state';
import { searchDocuments } from './search-documents';

const RECHECK_MS = 15 * 60 * 1000;

let queryClient: QueryClient | null = null;
let running: Promise<void> | null = null;
let again = false;
let controller: AbortController | null = null;
let current: { id: number; done: Promise<void> } | null = null;
let stopListening: (() => void) | null = null;

function errorKind(error: unknown): DownloadError {
  // Cache Storage throws a DOMException, Dexie its own error class: both are named so.
  if (error instanceof Error && error.name === 'QuotaExceededError') return 'quota';
  if (error instanceof NetworkError) return 'network';
  return 'server';
}

/** Fetches one course and its media; the record says how it went. */
async function downloadCourse(id: number, signal: AbortSignal): Promise<void> {
  const previous = await getCourseDownload(id);
  let record: CourseDownloadRecord | undefined;
  try {
    const course = await api<Course>(API_PATHS.kbCourseDetail(id), { signal });
    const started = startDownload(
      previous,
      course,
      courseMediaUrls(course, new URL(API_BASE_URL, location.origin).toString()),
      Date.now(),
    );
    record = started.record;
    await putCourseDownload(record);
    // The kept copy and the reader's cache follow the server (no offline reads wait: checked by the caller).
    const dataBytes = await keepCourse(course);
    queryClient?.setQueryData(getCourseQueryOptions(id).queryKey, course);
    const documents = searchDocuments(course);
    await storeSearchDocuments(id, documents);
    if (started.dropped.length) await deleteMedia(started.dropped);
    record = await fetchMedia(record, signal);
    // A SCORM course plays its package: its files go to the SCORM cache (loaded only for such a course).
    const scormPackage = course.is_scorm ? scormPackageIdOf(course.scorm_file_url) : null;
    if (scormPackage !== null) {
      const { cacheScormPackage } = await import('../../scorm/offline/cache-package');
      await cacheScormPackage(scormPackage, queryClient ?? undefined);
    }
    const textBytes = documents.reduce((sum, d) => sum + d.text.length + d.title.length, 0);
    await putCourseDownload(withReady(record, dataBytes + textBytes, Date.now()));
  } catch (error) {
    if (signal.aborted) return;
    // The last record written holds the files kept so far: a retry fetches only the rest.
    const latest = record ? await getCourseDownload(id).catch(() => undefined) : undefined;
    const base = latest ?? record ?? previous ?? requested(undefined, id, Date.now());
    await putCourseDownload(withFailure(base, errorKind(error), Date.now())).catch(() => undefined);
  }
}

/** Deletes the course's data and media; `note` is the record left in its place (none: forgotten). */
async function removeFromDevice(record: CourseDownloadRecord, note?: CourseDownloadRecord): Promise<void> {
  const others = (await listCourseDownloads()).filter((r) => r.course !== record.course);
  const used = new Set(others.flatMap((r) => r.media.map((m) => m.url)));
  await deleteMedia(record.media.map((m) => m.url).filter((url) => !used.has(url)));
  await removeSearchDocuments(record.course);
  await deleteCourseData(record.course, note);
}

/** Whether downloads may go on: someone is signed in (started) and the browser has a network. */
const mayDownload = () => queryClient !== null && navigator.onLine !== false;

async function runOnce(): Promise<void> {
  if (!queryClient || !mayDownload()) return;
  // Always the server's current list: a run is rare (sign-in, reconnect, a request), and a course
  // assigned a moment ago must be found (the client's default staleTime would answer from cache).
  const assigned = await queryClient.fetchQuery({ ...getAssignedCoursesQueryOptions(), staleTime: 0 });
  const records = await listCourseDownloads();
  for (const record of unassignedDownloads(assigned, records)) await removeFromDevice(record);
  for (const id of coursesToDownload(assigned, records)) {
    if (!mayDownload()) return;
    // Reads and answers of this course still wait in the outbox: a fresh copy would not show them
    // yet. The course is taken on the next run, once they are sent.
    if (await hasQueuedChanges(courseEntityKey(id))) continue;
    controller = new AbortController();
    current = { id, done: downloadCourse(id, controller.signal) };
    await current.done;
    current = null;
    // Let the screen breathe between courses on a slow phone.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** Starts a run, or asks the one under way to go round once more. */
export function runCourseDownloads(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await runOnce();
      } catch (error) {
        // Offline or signed out mid-run: the next trigger tries again.
        if (!(error instanceof NetworkError)) console.error('course downloads failed', error);
      }
    } while (again && queryClient);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Starts downloading for the signed-in person (src/app calls it with the session). */
export function startCourseDownloads(client: QueryClient): void {
  stopCourseDownloads();
  queryClient = client;
  const onOnline = () => void runCourseDownloads();
  const onOffline = () => controller?.abort();
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  const timer = window.setInterval(onOnline, RECHECK_MS);
  stopListening = () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    window.clearInterval(timer);
  };
  void runCourseDownloads();
}

export function stopCourseDownloads(): void {
  stopListening?.();
  stopListening = null;
  controller?.abort();
  queryClient = null;
}

/** Download, Retry or Update: the course waits its turn in the next run. */
export async function requestCourseDownload(id: number): Promise<void> {
  await putCourseDownload(requested(await getCourseDownload(id), id, Date.now()));
  void runCourseDownloads();
}

/** Remove download: its data and media go, and it is not fetched again until the person asks. */
export async function removeCourseDownload(id: number): Promise<void> {
  if (current?.id === id) {
    controller?.abort();
    await current.done;
  }
  const record = (await getCourseDownload(id)) ?? removed(id, Date.now());
  await removeFromDevice(record, removed(id, Date.now()));
}

/**
 * The device storage cap removes the download (issue 18.2): as Remove download, and the record says
 * why. Not fetched again until the person asks: the cap would only remove it again.
 */
export async function evictCourseDownload(id: number): Promise<void> {
  if (current?.id === id) {
    controller?.abort();
    await current.done;
  }
  const record = await getCourseDownload(id);
  if (record) await removeFromDevice(record, removedForStorageCap(id, Date.now()));
}
