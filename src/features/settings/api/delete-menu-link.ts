// DELETE account/api/menu-link/{id}/: removes a company menu link.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useMenuLinksQueryKey } from './get-menu-links';

export function deleteMenuLink(id: number): Promise<void> {
  return api<void>(API_PATHS.menuLinkDetail(id), { method: 'DELETE' });
}

export function useDeleteMenuLink() {
  const queryClient = useQueryClient();
  const key = useMenuLinksQueryKey();
  return useMutation({
    mutationFn: deleteMenuLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
