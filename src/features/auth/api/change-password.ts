// POST account/api/change-password/ (signed in): the server revokes every earlier session and answers
// a fresh token pair, which replaces the stored one so this device stays signed in.
import { useMutation } from '@tanstack/react-query';
import type { SessionTokens } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { updateTokens } from '../../../api/session';

export interface ChangePasswordBody {
  old_password: string;
  new_password: string;
}

export function changePassword(body: ChangePasswordBody): Promise<SessionTokens> {
  return api<SessionTokens>(API_PATHS.changePassword, { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token, refresh }) => updateTokens(token, refresh),
  });
}
