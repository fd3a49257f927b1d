// Cross-host referral accounts (spec shell §4; contract/account.ts): the leaving host's request for
// a sign-in token, and the arriving host's sign-in with it (public, like the password sign-in).
import type { AutoLoginRequest, CrossHostTokenResponse, LoginResponse } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function createCrossHostToken(): Promise<CrossHostTokenResponse> {
  return api<CrossHostTokenResponse>(API_PATHS.crossHostToken, { method: 'POST' });
}

export function autoLogin(body: AutoLoginRequest): Promise<LoginResponse> {
  return api<LoginResponse>(API_PATHS.autoLogin, { method: 'POST', body, auth: false });
}
