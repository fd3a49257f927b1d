// GET company/api/detail-update/{id}/ for the Company Profile form. The shell's header reads the
// same resource under the same key (['company', id]), so a saved profile shows there at once.
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
  });
}

export function useCompany() {
  const session = useSession();
  return useQuery(getCompanyQueryOptions(session?.companyId));
}
