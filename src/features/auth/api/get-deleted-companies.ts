// GET account/api/deleted-companies/ (issue 17): the deleted companies the signed-in person may
// still restore (an admin of each, within 30 days of its deletion); My Profile and the company
// switcher list them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeletedCompany } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';

export const getDeletedCompanies = (signal?: AbortSignal) =>
  api<DeletedCompany[]>(API_PATHS.deletedCompanies, { signal });

export function getDeletedCompaniesQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: ['deleted-companies', userId],
    queryFn: ({ signal }) => getDeletedCompanies(signal),
    enabled: userId !== undefined,
  });
}

export function useDeletedCompanies() {
  const session = useSession();
  return useQuery(getDeletedCompaniesQueryOptions(session?.userId));
}
