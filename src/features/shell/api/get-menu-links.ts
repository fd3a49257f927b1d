// GET account/api/menu-links/: the company's own links, appended to everyone's menu (spec shell §2.3).
// A failed fetch is only logged (spec shell §8); the menu then shows the links it had cached.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuLink } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';

export async function getMenuLinks(signal?: AbortSignal): Promise<MenuLink[]> {
  try {
    return await api<MenuLink[]>(API_PATHS.menuLinks, { signal });
  } catch (error) {
    // A cancelled fetch (the menu unmounted) is not a failure.
    if (!signal?.aborted) console.error('Could not load the menu links', error);
    throw error;
  }
}

export function getMenuLinksQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: ['menu-links', companyId],
    queryFn: ({ signal }) => getMenuLinks(signal),
    enabled: companyId !== undefined,
    staleTime: 5 * 60_000,
  });
}

export function useMenuLinks() {
  const session = useSession();
  return useQuery(getMenuLinksQueryOptions(session?.companyId));
}
