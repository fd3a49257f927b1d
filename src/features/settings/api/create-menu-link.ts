// POST account/api/menu-link/: adds a company menu link (admin user type).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuLink, MenuLinkCreate } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useMenuLinksQueryKey } from './get-menu-links';

export function createMenuLink(input: MenuLinkCreate): Promise<MenuLink> {
  return api<MenuLink>(API_PATHS.menuLink, { method: 'POST', body: input, idempotencyKey: crypto.randomUUID() });
}

export function useCreateMenuLink() {
  const queryClient = useQueryClient();
  const key = useMenuLinksQueryKey();
  return useMutation({
    mutationFn: createMenuLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
