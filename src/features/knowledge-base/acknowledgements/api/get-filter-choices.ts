// What the pages' filters offer: the company's staff and divisions (shared with the article form's
// pickers), its articles and quizzes (shared with the course builder) and its courses ({id, name}
// with simple_details). Each list is cached for a while: they change rarely.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { divisionChoices, staffChoices, type Choice } from '../../api/get-assignment-choices';
import { getArticleChoicesQueryOptions, getQuizzesQueryOptions } from '../../courses/api/get-item-choices';
import { ACKS_KEY } from './acks-key';

export type { Choice };

export function getCourseChoicesQueryOptions() {
  return queryOptions({
    queryKey: [...ACKS_KEY, 'course-choices'],
    queryFn: ({ signal }) => api<Choice[]>(API_PATHS.kbCourses, { query: { simple_details: true }, signal }),
    staleTime: 60_000,
  });
}

export const useStaffChoices = () => useQuery(staffChoices).data ?? [];
export const useDivisionChoices = () => useQuery(divisionChoices).data ?? [];
export const useArticleChoices = (): Choice[] =>
  (useQuery(getArticleChoicesQueryOptions()).data ?? []).map((a) => ({ id: a.id, name: a.title }));
export const useQuizChoices = (): Choice[] =>
  (useQuery(getQuizzesQueryOptions()).data ?? []).map((q) => ({ id: q.id, name: q.title }));
export const useCourseChoices = () => useQuery(getCourseChoicesQueryOptions()).data ?? [];
