// Reading an article (spec knowledge base §7 "Reading"): mark-as-read/{id}/, the question of a
// question-and-answer acknowledgement (questions/?article=) and acknowledging (acknowledgements/).
// Each refreshes the article and the lists, whose unread markers change.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Acknowledgement,
  AcknowledgementCreate,
  ArticleQuestion,
  MarkAsReadResponse,
} from '../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { KB_KEY } from './kb-key';

export function markAsRead(id: number) {
  return api<MarkAsReadResponse>(API_PATHS.kbMarkAsRead(id), { method: 'POST' });
}

export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markAsRead, onSuccess: () => queryClient.invalidateQueries({ queryKey: KB_KEY }) });
}

export function getQuestionQueryOptions(articleId: number) {
  return queryOptions({
    queryKey: [...KB_KEY, 'question', articleId],
    queryFn: ({ signal }) => api<ArticleQuestion>(API_PATHS.kbQuestions, { query: { article: articleId }, signal }),
  });
}

export function useQuestion(articleId: number, enabled: boolean) {
  return useQuery({ ...getQuestionQueryOptions(articleId), enabled });
}

export function acknowledge(input: AcknowledgementCreate) {
  return api<Acknowledgement>(API_PATHS.kbAcknowledgements, { method: 'POST', body: input });
}

export function useAcknowledge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acknowledge, onSuccess: () => queryClient.invalidateQueries({ queryKey: KB_KEY }) });
}
