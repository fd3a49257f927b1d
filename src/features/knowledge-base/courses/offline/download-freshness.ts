// Keeping downloaded courses current between the manager's runs. A course's `updated_at` moves when
// the course is saved, not when one of its articles or quizzes is edited; so each time a course is
// opened online, its content is compared with the downloaded copy's fingerprint, and a copy that
// fell behind becomes "update available" and is fetched again. A newly assigned course on the
// Assigned Courses screen starts a run at once instead of waiting for the next periodic check.
import { useEffect } from 'react';
import type { AssignedCourse, Course } from '../../../../../contract/courses';
import { getCourseDownload, putCourseDownload, useCourseDownloads } from '../../../../offline/course-downloads';
import { useOnline } from '../../../../lib/use-online';
import { contentHash } from './download-state';

const runDownloads = () => void import('./download-manager').then((m) => m.runCourseDownloads());

/** The server's copy of a course just arrived: a ready download whose content differs is due an update. */
export async function noteServerCopy(course: Course): Promise<void> {
  try {
    const record = await getCourseDownload(course.id);
    if (record?.status !== 'ready' || record.content_hash === contentHash(course)) return;
    // No version matches '': the course shows "update available" and the next run fetches it.
    await putCourseDownload({ ...record, version: '', updated_at: Date.now() });
    runDownloads();
  } catch {
    // Signed out or a closed database: nothing downloaded to compare.
  }
}

/** Starts a download run when the list shows an assigned course this device has no record of yet. */
export function useDownloadNewlyAssigned(courses: AssignedCourse[] | undefined): void {
  const records = useCourseDownloads();
  const online = useOnline();
  useEffect(() => {
    if (!courses || !records || !online) return;
    const known = new Set(records.map((r) => r.course));
    if (courses.some((c) => !known.has(c.id))) runDownloads();
  }, [courses, records, online]);
}
