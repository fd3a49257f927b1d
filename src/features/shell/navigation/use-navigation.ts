// The signed-in user's menu: the navigation rules applied to the user, the company's active apps
// and the company's menu links (cached, so the menu also renders offline).
import { useMemo } from 'react';
import { useCurrentUser } from '../../../api/current-user';
import { useMenuLinks } from '../api/get-menu-links';
import { buildNavigation } from './build-navigation';
import type { NavGroup } from './nav-types';

export function useNavigation(): NavGroup[] {
  const me = useCurrentUser().data;
  const menuLinks = useMenuLinks().data;
  return useMemo(() => {
    if (!me) return [];
    return buildNavigation({
      activeApps: me.company.active_app.map((app) => app.app_name),
      roles: me.user_roles,
      userType: me.user_type.user_type,
      userTypeSlug: me.user_type.user_type_slug,
      companySlug: me.company.company_slug,
      menuLinks: menuLinks ?? [],
    });
  }, [me, menuLinks]);
}
