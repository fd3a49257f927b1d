// GET knowledgebase/api/library/courses/ (optionally one category) and library/categories/: the
// library of ready-made courses, each with whether the company already has its copy.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIBRARY_PATHS, type LibraryCategory, type LibraryCourse } from '../../../../../contract/library';
import { api } from '../../../../api/client';
import { KB_KEY } from '../../api/kb-key';

export const LIBRARY_KEY = [...KB_KEY, 'library'] as const;

export const getLibraryCourses = (category: number | undefined, signal?: AbortSignal) =>
  api<LibraryCourse[]>(LIBRARY_PATHS.courses, { query: { category }, signal });

export const getLibraryCoursesQueryOptions = (category?: number) =>
  queryOptions({
    queryKey: [...LIBRARY_KEY, 'courses', category ?? 'all'],
    queryFn: ({ signal }) => getLibraryCourses(category, signal),
  });

export const useLibraryCourses = (category?: number) => useQuery(getLibraryCoursesQueryOptions(category));

export const getLibraryCategories = (signal?: AbortSignal) =>
  api<LibraryCategory[]>(LIBRARY_PATHS.categories, { signal });

export const getLibraryCategoriesQueryOptions = () =>
  queryOptions({ queryKey: [...LIBRARY_KEY, 'categories'], queryFn: ({ signal }) => getLibraryCategories(signal) });

export const useLibraryCategories = () => useQuery(getLibraryCategoriesQueryOptions());
