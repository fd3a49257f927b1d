// GET account/api/menu-links/ for the Additional Menu Links section. The shell's menu reads the same
// key (['menu-links', companyId]), so every change here shows in the menu once refetched.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuLink } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';

export function getMenuLinks(signal?: AbortSignal): Promise<MenuLink[]> {
  return api<MenuLink[]>(API_PATHS.menuLinks, { signal });
}

export function getMenuLinksQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: ['menu-links', companyId],
    queryFn: ({ signal }) => getMenuLinks(signal),
    enabled: companyId !== undefined,
  });
}

export function useMenuLinks() {
  const session = useSession();
  return useQuery(getMenuLinksQueryOptions(session?.companyId));
}

export function useMenuLinksQueryKey() {
  const session = useSession();
  return getMenuLinksQueryOptions(session?.companyId).queryKey;
}
