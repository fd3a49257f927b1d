// GET knowledgebase/api/course-categories/ and POST to add one (KB admins, from the course builder).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseCategory } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { COURSES_KEY } from './course-key';

export function getCourseCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...COURSES_KEY, 'categories'],
    queryFn: ({ signal }) => api<CourseCategory[]>(API_PATHS.kbCourseCategories, { signal }),
    staleTime: 60_000,
  });
}

export function useCourseCategories() {
  return useQuery(getCourseCategoriesQueryOptions());
}

export function useCreateCourseCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api<CourseCategory>(API_PATHS.kbCourseCategories, { method: 'POST', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCourseCategoriesQueryOptions().queryKey }),
  });
}
