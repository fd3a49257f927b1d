// POST account/api/restore-company/ (issue 17): an admin of a deleted company restores it within 30
// days with e-mail and password again (no session exists in a deleted company), and is signed in.
import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '../../../../contract/account';
import type { CompanyRestoreRequest } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function restoreCompany(body: CompanyRestoreRequest): Promise<LoginResponse> {
  return api<LoginResponse>(API_PATHS.restoreCompany, { method: 'POST', body, auth: false });
}

export function useRestoreCompany() {
  return useMutation({ mutationFn: restoreCompany });
}
