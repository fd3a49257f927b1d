// POST account/api/logout/: revokes the refresh token's family on the server. Best effort: signing
// out must work offline or with the server down, so the caller ignores failures, and the timeout is
// short so a hanging network does not hold the user on the sign-out screen for 50 s.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export const LOGOUT_TIMEOUT_MS = 5_000;

export function logout(refresh: string): Promise<void> {
  // auth stays on: an expired access token is refreshed once, so the family is still revoked.
  return api<void>(API_PATHS.logout, { method: 'POST', body: { refresh }, timeoutMs: LOGOUT_TIMEOUT_MS });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
