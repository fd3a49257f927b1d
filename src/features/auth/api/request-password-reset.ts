// POST account/api/password-reset/: e-mails a reset link. The answer is the same whether or not the
// address has an account, so the page can only show a neutral confirmation.
import { useMutation } from '@tanstack/react-query';
import type { DetailResponse } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function requestPasswordReset(email: string): Promise<DetailResponse> {
  return api<DetailResponse>(API_PATHS.passwordReset, { method: 'POST', body: { email }, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
