// Writing courses (KB admins): create (POST courses/), edit (PATCH courses/{id}/ with the changed
// fields), delete, duplicate ({id}/duplicate/), and the admin list's bulk update and bulk delete.
// Each refreshes every course query.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseBulkUpdate, CourseCreate, CourseUpdate } from '../../../../../contract/courses';
import type { BulkResult } from '../../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { COURSES_KEY } from './course-key';

export type SaveCourseInput = { id: null; body: CourseCreate } | { id: number; body: CourseUpdate };

export function saveCourse(input: SaveCourseInput) {
  return input.id === null
    ? api<Course>(API_PATHS.kbCourses, { method: 'POST', body: input.body })
    : api<Course>(API_PATHS.kbCourseDetail(input.id), { method: 'PATCH', body: input.body });
}

function useCourseMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: COURSES_KEY }) });
}

export const useSaveCourse = () => useCourseMutation(saveCourse);
export const useDeleteCourse = () =>
  useCourseMutation((id: number) => api<void>(API_PATHS.kbCourseDetail(id), { method: 'DELETE' }));
export const useDuplicateCourse = () =>
  useCourseMutation((id: number) => api<Course>(API_PATHS.kbCourseDuplicate(id), { method: 'POST' }));
export const useBulkUpdateCourses = () =>
  useCourseMutation((body: CourseBulkUpdate) =>
    api<BulkResult>(API_PATHS.kbCoursesBulkUpdate, { method: 'POST', body }),
  );
export const useBulkDeleteCourses = () =>
  useCourseMutation((ids: number[]) =>
    api<BulkResult>(API_PATHS.kbCoursesBulkDelete, { method: 'POST', body: { ids } }),
  );
