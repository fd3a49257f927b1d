// Test data for the auth pages: a signed-in user as account/api/login/ answers it.
import type { LoginResponse } from '../../../../contract/account';

export function loginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    id: 1,
    staff_id: 11,
    email: 'admin@acme.test',
    first_name: 'Ada',
    last_name: 'Admin',
    photo: null,
    gender: null,
    timezone: 'Europe/Madrid',
    last_login: null,
    positions: [],
    has_subscription_plan: true,
    company_list: [{ id: 10, company_name: 'Acme', company_slug: 'acme' }],
    user_type: { user_type: 'Admin', user_type_slug: 'admin' },
    user_roles: {
      user_is_admin: true,
      user_is_assignment_admin: true,
      user_is_attendance_admin: true,
      user_is_checklist_admin: true,
      user_is_kb_admin: true,
      user_is_pr_approver: true,
      user_is_pr_payer: true,
      user_is_profile_admin: true,
      user_is_request_admin: true,
      user_is_stat_admin: true,
    },
    staff_info: { language_code: 'en', is_dark_mode: null },
    personal_phone: null,
    position: null,
    staff_division: null,
    company: {
      id: 10,
      company_name: 'Acme',
      company_slug: 'acme',
      company_logo: null,
      language_code: 'en',
      app_sumo_license: false,
      active_app: [],
    },
    token: 'access-1',
    refresh: 'refresh-1',
    ...overrides,
  };
}
