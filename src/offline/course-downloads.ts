// What the device knows about each downloaded course (issue 6): its download state, the version it
// holds, and every media file with its size, so a download resumes file by file after a reload and
// "Remove download" knows what to delete. One record per course in offline_content (kind
// `course-download`), per user and company like everything else there. The download manager (in the
// courses feature) writes them; the screens read them live.
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { getSession, useSession } from '../api/session';
import { userDatabase, type GroundworkDatabase } from './db';

/**
 * queued: waiting its turn; downloading: under way; ready: all of it on the device; failed: stopped
 * with an error (retried on the next run or by the user); removed: the user removed it, and it is not
 * downloaded again until they ask. "Not downloaded" is the absence of a record; "update available"
 * is a ready record whose version the server has since changed (see the feature's download-state).
 */
export type CourseDownloadStatus = 'queued' | 'downloading' | 'ready' | 'failed' | 'removed';

export interface CourseMediaFile {
  /** Absolute URL: the key in the media cache. */
  url: string;
  /** Bytes stored (0 until done). */
  bytes: number;
  done: boolean;
}

export interface CourseDownloadRecord {
  course: number;
  status: CourseDownloadStatus;
  /** The course's `updated_at` of the copy on the device (or being downloaded). */
  version: string;
  /** A fingerprint of the downloaded content (articles, quizzes, media list): an article edited after
   * the course itself was saved shows up here even when `updated_at` did not move. */
  content_hash: string;
  media: CourseMediaFile[];
  /** Progress of the download under way: bytes received of the bytes expected. */
  bytes_done: number;
  bytes_total: number;
  /** The space the course takes on the device: its data plus its media. */
  stored_bytes: number;
  error: string | null;
  updated_at: number;
}

const KIND = 'course-download';
const key = (course: number) => `${KIND}:${course}`;

function database(): GroundworkDatabase | null {
  const session = getSession();
  return session ? userDatabase(session.userId, session.companyId) : null;
}

export async function listCourseDownloads(): Promise<CourseDownloadRecord[]> {
  const db = database();
  if (!db) return [];
  const rows = await db.offline_content.where('kind').equals(KIND).toArray();
  return rows.map((r) => r.data as CourseDownloadRecord);
}

export async function getCourseDownload(course: number): Promise<CourseDownloadRecord | undefined> {
  return (await database()?.offline_content.get(key(course)))?.data as CourseDownloadRecord | undefined;
}

export async function putCourseDownload(record: CourseDownloadRecord): Promise<void> {
  await database()?.offline_content.put({
    key: key(record.course),
    kind: KIND,
    data: record,
    downloaded_at: Date.now(),
  });
}

/** Forgets the course's download record and its kept copy (`course:<id>`, course-copy.ts). */
export async function deleteCourseData(course: number, keepRecord?: CourseDownloadRecord): Promise<void> {
  const db = database();
  if (!db) return;
  await db.transaction('rw', db.offline_content, async () => {
    await db.offline_content.delete(`course:${course}`);
    if (keepRecord) await putCourseDownload(keepRecord);
    else await db.offline_content.delete(key(course));
  });
}

/** Every download record of the signed-in user, kept current (undefined until the first read). */
export function useCourseDownloads(): CourseDownloadRecord[] | undefined {
  const session = useSession();
  const [records, setRecords] = useState<{ owner: string; list: CourseDownloadRecord[] } | null>(null);
  const owner = session ? `${session.userId}:${session.companyId}` : '';
  useEffect(() => {
    if (!owner) return;
    const subscription = liveQuery(listCourseDownloads).subscribe({
      next: (list) => setRecords({ owner, list }),
      error: (error: unknown) => console.error('course downloads view failed', error),
    });
    return () => subscription.unsubscribe();
  }, [owner]);
  return records?.owner === owner ? records.list : undefined;
}
