// GET and PATCH company/api/motto/: the Company Motto, which everyone reads (the dashboard shows it)
// and profile admins change in Settings › Company Motto. A save writes the answer into the cache, so
// the dashboard shows the new motto without another request.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyMotto } from '../../../../contract/company-data';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';
import { putAnswer } from '../../../api/query-answer';

export function getCompanyMottoQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: ['company', companyId, 'motto'],
    queryFn: ({ signal }) => api<CompanyMotto>(API_PATHS.companyMotto, { signal }),
    enabled: companyId !== undefined,
  });
}

export function useCompanyMotto() {
  return useQuery(getCompanyMottoQueryOptions(useSession()?.companyId));
}

export function useUpdateCompanyMotto() {
  const queryClient = useQueryClient();
  const key = getCompanyMottoQueryOptions(useSession()?.companyId).queryKey;
  return useMutation({
    mutationFn: (motto: string) =>
      api<CompanyMotto>(API_PATHS.companyMotto, { method: 'PATCH', body: { company_motto: motto } }),
    onSuccess: (saved) => putAnswer(queryClient, key, saved),
  });
}
