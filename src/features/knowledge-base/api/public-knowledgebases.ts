// GET knowledgebase/api/public-knowledgebases/ (the article form's choices and the settings list),
// and the KB admin's create, rename / set default / domain, delete and domain check (spec
// knowledge-base §7). Admin settings, sent online: they are not field work the outbox queues.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type {
  PublicKnowledgebase,
  PublicKnowledgebaseCreate,
  PublicKnowledgebaseUpdate,
  ValidateDomainResult,
} from '../../../../contract/public-knowledge-bases';
import { api } from '../../../api/client';
import { KB_KEY } from './kb-key';

export function getPublicKnowledgebasesQueryOptions() {
  return queryOptions({
    queryKey: [...KB_KEY, 'public-knowledgebases'],
    queryFn: ({ signal }) => api<PublicKnowledgebase[]>(API_PATHS.kbPublicKnowledgebases, { signal }),
    staleTime: 60_000,
  });
}

export function usePublicKnowledgebases(enabled = true) {
  return useQuery({ ...getPublicKnowledgebasesQueryOptions(), enabled });
}

export type SavePublicKnowledgebase =
  { id?: undefined; input: PublicKnowledgebaseCreate } | { id: number; input: PublicKnowledgebaseUpdate };

export function savePublicKnowledgebase({ id, input }: SavePublicKnowledgebase) {
  return id === undefined
    ? api<PublicKnowledgebase>(API_PATHS.kbPublicKnowledgebases, { method: 'POST', body: input })
    : api<PublicKnowledgebase>(API_PATHS.kbPublicKnowledgebase(id), { method: 'PATCH', body: input });
}

export function deletePublicKnowledgebase(id: number) {
  return api<void>(API_PATHS.kbPublicKnowledgebase(id), { method: 'DELETE' });
}

export function validatePublicKnowledgebaseDomain(domain: string) {
  return api<ValidateDomainResult>(API_PATHS.kbPublicKnowledgebaseValidateDomain, {
    method: 'POST',
    body: { domain },
  });
}

/** After any change: the list, and the articles (a deleted base leaves the articles naming it). */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KB_KEY });
}

export function useSavePublicKnowledgebase() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: savePublicKnowledgebase, onSuccess: invalidate });
}

export function useDeletePublicKnowledgebase() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deletePublicKnowledgebase, onSuccess: invalidate });
}

export function useValidateDomain() {
  return useMutation({ mutationFn: validatePublicKnowledgebaseDomain });
}
