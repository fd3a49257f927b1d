// POST account/api/login/ (ARCHITECTURE.md contract additions): e-mail and password for the logged-in
// user with a fresh token pair. Public: it is made without a session.
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return api<LoginResponse>(API_PATHS.login, { method: 'POST', body, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
