// DELETE company/api/detail-update/{id}/ with the admin's password again (issue 17). The company is
// hidden at once and its sessions end; an admin of it can restore it from sign-in for 30 days.
import { useMutation } from '@tanstack/react-query';
import type { CompanyDeleteRequest } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';

export function deleteCompany(companyId: number, body: CompanyDeleteRequest): Promise<void> {
  return api<void>(API_PATHS.companyDetail(companyId), { method: 'DELETE', body });
}

export function useDeleteCompany() {
  const session = useSession();
  return useMutation({ mutationFn: (password: string) => deleteCompany(session!.companyId, { password }) });
}
