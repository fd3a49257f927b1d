// GET knowledgebase/api/courses/{id}/: one course with its sections, each item's content (what a
// reader needs to take it) and the caller's progress. Each answer is kept on the device; with no
// network the kept copy is shown, so an opened course can be taken offline, after a reload too. A
// downloaded copy that fell behind the server's is marked for an update.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { NetworkError } from '../../../../api/errors';
import { noteAnswer, storeCourse, storedCourseCopy } from '../offline/course-copy';
import { noteServerCopy } from '../offline/download-freshness';
import { COURSES_KEY } from './course-key';

/** The name under which a kept copy of the course answered (keptCopyTime). */
export const courseCopyName = (id: number) => `course:${id}`;

export async function getCourse(id: number, signal?: AbortSignal): Promise<Course> {
  try {
    const course = await api<Course>(API_PATHS.kbCourseDetail(id), { signal });
    noteAnswer(courseCopyName(id), null);
    void storeCourse(course);
    void noteServerCopy(course);
    return course;
  } catch (error) {
    const kept = error instanceof NetworkError ? await storedCourseCopy(id) : undefined;
    if (!kept) throw error;
    noteAnswer(courseCopyName(id), kept.keptAt);
    return kept.course;
  }
}

export function getCourseQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...COURSES_KEY, 'detail', id],
    queryFn: ({ signal }) => getCourse(id, signal),
    // Fetch even when the browser says it is offline: the kept copy answers then.
    networkMode: 'always',
  });
}

export function useCourse(id: number, enabled = true) {
  return useQuery({ ...getCourseQueryOptions(id), enabled: enabled && Number.isFinite(id) });
}
