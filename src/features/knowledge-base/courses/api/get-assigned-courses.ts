// GET knowledgebase/api/courses-assigned-and-read/: the caller's assigned courses with their progress
// (the Assigned Courses screen).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignedCourse } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { COURSES_KEY } from './course-key';

export function getAssignedCoursesQueryOptions() {
  return queryOptions({
    queryKey: [...COURSES_KEY, 'assigned'],
    queryFn: ({ signal }) => api<AssignedCourse[]>(API_PATHS.kbCoursesAssignedAndRead, { signal }),
  });
}

export function useAssignedCourses() {
  return useQuery(getAssignedCoursesQueryOptions());
}
