// Which of the settings feature's own sections the settings page shows (spec shell §2.3 Settings,
// §6). The sections of other areas (time clock, employees admin, divisions, request settings) are
// composed in by src/app and hide themselves by the same rules.
import type { LoggedInUser } from '../../../../contract/account';
import { ADMIN_USER_TYPE_SLUG } from '../../../../contract/apps';

export type SettingsSectionId =
  'company-profile' | 'change-password' | 'company-motto' | 'menu-links' | 'system-preferences';

type User = Pick<LoggedInUser, 'user_type' | 'user_roles'>;

export function settingsSections(user: User): SettingsSectionId[] {
  const adminType = user.user_type.user_type_slug === ADMIN_USER_TYPE_SLUG;
  const sections: (SettingsSectionId | false)[] = [
    'company-profile',
    'change-password',
    user.user_roles.user_is_profile_admin && 'company-motto',
    adminType && 'menu-links',
    adminType && 'system-preferences',
  ];
  return sections.filter((id): id is SettingsSectionId => id !== false);
}

/** Who may change the company profile: as the server's company routes allow it. */
export function canEditCompany(user: User): boolean {
  return user.user_type.user_type_slug === ADMIN_USER_TYPE_SLUG || user.user_roles.user_is_admin;
}
