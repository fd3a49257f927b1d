// GET account/api/my_companies/ and POST account/api/switch_company/ (spec shell §7 "Session"): the
// companies the user belongs to, and a new session in one of them (answered like sign-in).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CompanyListItem, LoginResponse } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';

export function getMyCompanies(signal?: AbortSignal): Promise<CompanyListItem[]> {
  return api<CompanyListItem[]>(API_PATHS.myCompanies, { signal });
}

export function getMyCompaniesQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: ['my-companies', userId],
    queryFn: ({ signal }) => getMyCompanies(signal),
    enabled: userId !== undefined,
  });
}

export function useMyCompanies() {
  const session = useSession();
  return useQuery(getMyCompaniesQueryOptions(session?.userId));
}

export function switchCompany(companyId: number): Promise<LoginResponse> {
  return api<LoginResponse>(API_PATHS.switchCompany, { method: 'POST', body: { company_id: companyId } });
}

export function useSwitchCompany() {
  return useMutation({ mutationFn: switchCompany });
}
