// GET knowledgebase/api/user-assigned-courses/{staffId}/ and user-read-courses/{staffId}/: one
// person's courses with their progress, for the per-person view.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignedCourse } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { ACKS_KEY } from './acks-key';

export type UserCourseList = 'assigned' | 'read';

const paths = { assigned: API_PATHS.kbUserAssignedCourses, read: API_PATHS.kbUserReadCourses };

export function getUserCoursesQueryOptions(staffId: number, list: UserCourseList) {
  return queryOptions({
    queryKey: [...ACKS_KEY, 'user', staffId, 'courses', list],
    queryFn: ({ signal }) => api<AssignedCourse[]>(paths[list](staffId), { signal }),
  });
}

export function useUserCourses(staffId: number, list: UserCourseList) {
  return useQuery(getUserCoursesQueryOptions(staffId, list));
}
