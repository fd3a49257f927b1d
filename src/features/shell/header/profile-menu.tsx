// The profile dropdown (spec shell §2.4): who is signed in, the entries of profileMenuItems, and the
// layout choice (kept on the device). Loaded on the first click (see profile-menu-launcher.tsx).
import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { LoggedInUser } from '../../../../contract/account';
import { Icon } from '../../../ui/icons';
import { useOpenAfterMount } from '../components/use-open-after-mount';
import { setLayoutPreference, useLayoutPreference, type LayoutKind } from '../layout/layout-preference';
import { displayName, ProfileButton } from './profile-button';
import { profileMenuItems } from './profile-menu-items';

export function ProfileMenu({
  user,
  compact = false,
  initiallyOpen = false,
}: {
  user: LoggedInUser;
  compact?: boolean;
  initiallyOpen?: boolean;
}) {
  const { t } = useTranslation();
  const layout = useLayoutPreference();
  // Until the user opens or closes it, the menu is open if the click that loaded it asked so
  // (opened after mounting: that click has already happened).
  const [chosen, setOpen] = useState<boolean | null>(null);
  const autoOpen = useOpenAfterMount(initiallyOpen);
  const open = chosen ?? autoOpen;
  return (
    <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <ProfileButton user={user} compact={compact} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" truncate>
                {displayName(user)}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            {profileMenuItems(user).map((item) => (
              <Menu.Item key={item.id} value={item.id} asChild>
                <RouterLink to={item.path}>
                  <Icon name={item.icon} size={16} />
                  {t(item.labelKey)}
                </RouterLink>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.RadioItemGroup
              value={layout}
              onValueChange={(details) => setLayoutPreference(details.value as LayoutKind)}
            >
              <Menu.ItemGroupLabel fontSize="xs" color="fg.muted">
                {t('shell.layout.title')}
              </Menu.ItemGroupLabel>
              {(['vertical', 'horizontal'] as const).map((kind) => (
                <Menu.RadioItem key={kind} value={kind}>
                  {t(`shell.layout.${kind}`)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
