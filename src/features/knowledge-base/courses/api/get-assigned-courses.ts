// GET knowledgebase/api/courses-assigned-and-read/: the caller's assigned courses with their progress
// (the Assigned Courses screen). Each answer is kept on the device; with no network the kept list
// is shown (with the progress made on this device), so downloaded courses can be found offline.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignedCourse } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { NetworkError } from '../../../../api/errors';
import { storeAssignedCourses, storedAssignedCourses } from '../offline/course-copy';
import { COURSES_KEY } from './course-key';

export async function getAssignedCourses(signal?: AbortSignal): Promise<AssignedCourse[]> {
  try {
    const list = await api<AssignedCourse[]>(API_PATHS.kbCoursesAssignedAndRead, { signal });
    void storeAssignedCourses(list);
    return list;
  } catch (error) {
    const kept = error instanceof NetworkError ? await storedAssignedCourses() : undefined;
    if (kept) return kept;
    throw error;
  }
}

export function getAssignedCoursesQueryOptions() {
  return queryOptions({
    queryKey: [...COURSES_KEY, 'assigned'],
    queryFn: ({ signal }) => getAssignedCourses(signal),
    // Fetch even when the browser says it is offline: the kept list answers then.
    networkMode: 'always',
  });
}

export function useAssignedCourses() {
  return useQuery(getAssignedCoursesQueryOptions());
}
