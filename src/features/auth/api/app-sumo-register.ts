// POST account/api/app-sumo-register/: sign-up of an app-deal company with its licence codes;
// answers like sign-up (the user and a token pair).
import { useMutation } from '@tanstack/react-query';
import type { LoginResponse, SignupRequest } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function appSumoRegister(body: SignupRequest & { license_codes: string[] }): Promise<LoginResponse> {
  return api<LoginResponse>(API_PATHS.appSumoRegister, { method: 'POST', body, auth: false });
}

export function useAppSumoRegister() {
  return useMutation({ mutationFn: appSumoRegister });
}
