// POST account/api/set-password/: the first password of an invited user ({uuid, token} of the
// invitation link, the token arriving in its query string).
import { useMutation } from '@tanstack/react-query';
import type { DetailResponse } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import type { PasswordTokenBody } from './confirm-password-reset';

export function setPassword(body: PasswordTokenBody): Promise<DetailResponse> {
  return api<DetailResponse>(API_PATHS.setPassword, { method: 'POST', body, auth: false });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
