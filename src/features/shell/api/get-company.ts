// GET company/api/detail-update/{id}/: the signed-in user's company, for the header (logo, plan
// label, company information). The settings feature reads the same resource under the same key
// (['company', id]), so a profile saved there shows here at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';

export function getCompany(companyId: number, signal?: AbortSignal): Promise<Company> {
  return api<Company>(API_PATHS.companyDetail(companyId), { signal });
}

export function getCompanyQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: ['company', companyId],
    queryFn: ({ signal }) => getCompany(companyId!, signal),
    enabled: companyId !== undefined,
    staleTime: 5 * 60_000,
  });
}

export function useCompany() {
  const session = useSession();
  return useQuery(getCompanyQueryOptions(session?.companyId));
}
