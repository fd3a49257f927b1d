// KB admins on a course page: each assigned person's progress (course-assigned-users/{id}/), and
// making everyone start the course again (reassign-course/{id}/).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseAssignedUser, ReassignCourseResponse } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { COURSES_KEY } from './course-key';

export function getCoursePeopleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...COURSES_KEY, 'people', id],
    queryFn: ({ signal }) => api<CourseAssignedUser[]>(API_PATHS.kbCourseAssignedUsers(id), { signal }),
  });
}

export function useCoursePeople(id: number, enabled: boolean) {
  return useQuery({ ...getCoursePeopleQueryOptions(id), enabled });
}

export function useReassignCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<ReassignCourseResponse>(API_PATHS.kbReassignCourse(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}
