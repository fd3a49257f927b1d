// GET knowledgebase/api/courses/: the courses admin list (ordering, search, paged), and the same path
// with simple_details=true for every course as {id, name}.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseListQuery, CourseSummary } from '../../../../../contract/courses';
import type { Paginated } from '../../../../../contract/pagination';
import { API_PATHS } from '../../../../../contract/paths';
import { api, type QueryValue } from '../../../../api/client';
import { COURSES_KEY } from './course-key';

export function getCourses(query: CourseListQuery, signal?: AbortSignal) {
  return api<Paginated<CourseSummary>>(API_PATHS.kbCourses, { query: query as Record<string, QueryValue>, signal });
}

export function getCoursesQueryOptions(query: CourseListQuery) {
  return queryOptions({
    queryKey: [...COURSES_KEY, 'list', query],
    queryFn: ({ signal }) => getCourses(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCourses(query: CourseListQuery) {
  return useQuery(getCoursesQueryOptions(query));
}
