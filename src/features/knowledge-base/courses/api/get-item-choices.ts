// What a course section can hold: the company's published articles (simple-list/) and its quizzes
// (quizzes/), for the builder's pickers; and making a quiz there (quiz-create/).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Quiz, QuizCreate, QuizListItem } from '../../../../../contract/courses';
import type { ArticleSimple } from '../../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { KB_KEY } from '../../api/kb-key';
import { COURSES_KEY } from './course-key';

export function getArticleChoicesQueryOptions() {
  return queryOptions({
    queryKey: [...KB_KEY, 'articles-simple'],
    queryFn: ({ signal }) =>
      api<ArticleSimple[]>(API_PATHS.kbArticlesSimple, { query: { simple_details: true }, signal }),
    staleTime: 30_000,
  });
}

export function getQuizzesQueryOptions() {
  return queryOptions({
    queryKey: [...COURSES_KEY, 'quizzes'],
    queryFn: ({ signal }) => api<QuizListItem[]>(API_PATHS.kbQuizzes, { signal }),
    staleTime: 30_000,
  });
}

export function useItemChoices() {
  const articles = useQuery(getArticleChoicesQueryOptions());
  const quizzes = useQuery(getQuizzesQueryOptions());
  return { articles: articles.data ?? [], quizzes: quizzes.data ?? [] };
}

export function useCreateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizCreate) => api<Quiz>(API_PATHS.kbQuizCreate, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getQuizzesQueryOptions().queryKey }),
  });
}
