// Turns the rows of loadLoggedInUserRows() into the contract's LoggedInUser.
import type { AppName } from '../../../contract/apps';
import type { LoggedInUser } from '../../../contract/account';
import type { loadLoggedInUserRows } from './session.repository';

type Rows = Awaited<ReturnType<typeof loadLoggedInUserRows>>;

export function presentLoggedInUser({ staff, positions, apps, companies }: Rows): LoggedInUser {
  const primary = positions.find((p) => p.is_primary) ?? positions[0];
  return {
    id: staff.user_id,
    staff_id: staff.id,
    email: staff.email,
    first_name: staff.first_name,
    last_name: staff.last_name,
    photo: staff.photo,
    gender: staff.gender,
    timezone: staff.timezone,
    last_login: staff.last_login ? staff.last_login.toISOString() : null,
    positions: positions.map((p) => ({ id: p.id, name: p.name })),
    has_subscription_plan: staff.subscription_plan !== null,
    company_list: companies,
    user_type: { user_type: staff.user_type, user_type_slug: staff.user_type_slug },
    user_roles: {
      user_is_admin: staff.user_is_admin,
      user_is_assignment_admin: staff.user_is_assignment_admin,
      user_is_attendance_admin: staff.user_is_attendance_admin,
      user_is_checklist_admin: staff.user_is_checklist_admin,
      user_is_kb_admin: staff.user_is_kb_admin,
      user_is_pr_approver: staff.user_is_pr_approver,
      user_is_pr_payer: staff.user_is_pr_payer,
      user_is_profile_admin: staff.user_is_profile_admin,
      user_is_request_admin: staff.user_is_request_admin,
      user_is_stat_admin: staff.user_is_stat_admin,
    },
    staff_info: { language_code: staff.language_code, is_dark_mode: staff.is_dark_mode },
    personal_phone: staff.personal_phone,
    position: primary?.id ?? null,
    staff_division: staff.division_id === null ? null : { id: staff.division_id },
    company: {
      id: staff.company_id,
      company_name: staff.company_name,
      company_slug: staff.company_slug,
      company_logo: staff.company_logo,
      language_code: staff.company_language_code,
      app_sumo_license: staff.app_sumo_license,
      active_app: apps.map((a) => ({ id: a.id, app_name: a.app_name as AppName })),
      referral_url: staff.referral_url,
    },
  };
}
