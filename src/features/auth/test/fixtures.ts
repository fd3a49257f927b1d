// Test data for the auth pages: a signed-in user as account/api/login/ answers it (the user of
// GET account/api/me/ with its tokens), of a company with no app active yet.
import type { LoginResponse } from '../../../../contract/account';
import { meFixture } from '../../../test/render';

export function loginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  const me = meFixture();
  return { ...me, company: { ...me.company, active_app: [] }, token: 'access-1', refresh: 'refresh-1', ...overrides };
}
