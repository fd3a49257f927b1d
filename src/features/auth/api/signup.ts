// POST account/api/signup/: a new company with its admin. Answers 201 like login (the user plus a
// token pair), so the new admin is signed in straight away.
import { useMutation } from '@tanstack/react-query';
import type { LoginResponse, SignupRequest } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function signup(body: SignupRequest): Promise<LoginResponse> {
  return api<LoginResponse>(API_PATHS.signup, { method: 'POST', body, auth: false });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
