// POST account/api/password-reset-confirm/: the new password for the reset link's {uuid, token}.
import { useMutation } from '@tanstack/react-query';
import type { DetailResponse } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export interface PasswordTokenBody {
  uuid: string;
  token: string;
  new_password: string;
}

export function confirmPasswordReset(body: PasswordTokenBody): Promise<DetailResponse> {
  return api<DetailResponse>(API_PATHS.passwordResetConfirm, { method: 'POST', body, auth: false });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
