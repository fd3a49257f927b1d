// GET knowledgebase/api/courses/{id}/: one course with its sections, each item's content (what a
// reader needs to take it, also offline once loaded) and the caller's progress.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { COURSES_KEY } from './course-key';

export function getCourse(id: number, signal?: AbortSignal) {
  return api<Course>(API_PATHS.kbCourseDetail(id), { signal });
}

export function getCourseQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...COURSES_KEY, 'detail', id],
    queryFn: ({ signal }) => getCourse(id, signal),
  });
}

export function useCourse(id: number, enabled = true) {
  return useQuery({ ...getCourseQueryOptions(id), enabled: enabled && Number.isFinite(id) });
}
