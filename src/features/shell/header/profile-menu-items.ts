// The profile dropdown's entries (spec shell §2.4, §6): Subscription only for the admin user type,
// "Switch Company" only with more than one company, then change password and log out.
import type { LoggedInUser } from '../../../../contract/account';
import { ADMIN_USER_TYPE_SLUG } from '../../../../contract/apps';
import type { MessageKey } from '../../../i18n/message-key';

export interface ProfileMenuItem {
  id: 'profile' | 'subscription' | 'switch-company' | 'change-password' | 'logout';
  labelKey: MessageKey;
  path: string;
  icon: 'user' | 'credit-card' | 'repeat' | 'key' | 'log-out';
}

export function profileMenuItems(user: Pick<LoggedInUser, 'user_type' | 'company_list'>): ProfileMenuItem[] {
  const items: (ProfileMenuItem | false)[] = [
    { id: 'profile', labelKey: 'shell.profile.myProfile', path: '/account/profile/', icon: 'user' },
    user.user_type.user_type_slug === ADMIN_USER_TYPE_SLUG && {
      id: 'subscription',
      labelKey: 'shell.profile.subscription',
      path: '/account/billing',
      icon: 'credit-card',
    },
    user.company_list.length > 1 && {
      id: 'switch-company',
      labelKey: 'shell.profile.switchCompany',
      path: '/switch-company',
      icon: 'repeat',
    },
    { id: 'change-password', labelKey: 'shell.profile.changePassword', path: '/auth/change-password', icon: 'key' },
    { id: 'logout', labelKey: 'shell.profile.logout', path: '/auth/signout', icon: 'log-out' },
  ];
  return items.filter((item): item is ProfileMenuItem => item !== false);
}
