// POST definitions-create/, PATCH and DELETE definitions-detail/{id}/, POST definition-category/
// (KB admins, spec knowledge-base §7): the definitions screen's writes. A term is unique in the
// company whatever its case; the server says so under `term`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Definition, DefinitionCategory } from '../../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { DEFINITIONS_KEY } from './get-definitions';

export interface DefinitionInput {
  term: string;
  definition: string;
  category: number | null;
}

export function saveDefinition({ id, ...input }: DefinitionInput & { id?: number }) {
  return id
    ? api<Definition>(API_PATHS.kbDefinitionDetail(id), { method: 'PATCH', body: input })
    : api<Definition>(API_PATHS.kbDefinitions, { method: 'POST', body: input });
}

export const deleteDefinition = (id: number) => api<void>(API_PATHS.kbDefinitionDetail(id), { method: 'DELETE' });

export const createDefinitionCategory = (name: string) =>
  api<DefinitionCategory>(API_PATHS.kbDefinitionCategories, { method: 'POST', body: { name } });

function useDefinitionsMutation<I, T>(mutationFn: (input: I) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: DEFINITIONS_KEY }) });
}

export const useSaveDefinition = () => useDefinitionsMutation(saveDefinition);
export const useDeleteDefinition = () => useDefinitionsMutation(deleteDefinition);
export const useCreateDefinitionCategory = () => useDefinitionsMutation(createDefinitionCategory);
