// PATCH account/api/menu-link/{id}/: changes a company menu link; only the fields sent change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuLink, MenuLinkPatch } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useMenuLinksQueryKey } from './get-menu-links';

export function updateMenuLink(id: number, patch: MenuLinkPatch): Promise<MenuLink> {
  return api<MenuLink>(API_PATHS.menuLinkDetail(id), { method: 'PATCH', body: patch });
}

export function useUpdateMenuLink() {
  const queryClient = useQueryClient();
  const key = useMenuLinksQueryKey();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: MenuLinkPatch }) => updateMenuLink(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
