// The profile dropdown (spec shell §2.4): who is signed in, the layout choice (kept on the device),
// and the entries of profileMenuItems.
import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { LoggedInUser } from '../../../../contract/account';
import { Icon } from '../components/icons';
import { setLayoutPreference, useLayoutPreference, type LayoutKind } from '../layout/layout-preference';
import { mediaSrc } from './media-src';
import { profileMenuItems } from './profile-menu-items';

export function ProfileMenu({ user, compact = false }: { user: LoggedInUser; compact?: boolean }) {
  const { t } = useTranslation();
  const layout = useLayoutPreference();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1.5" aria-label={t('shell.profile.open')} data-testid="profile-menu">
          <Avatar.Root size="xs" colorPalette="blue">
            <Avatar.Fallback name={name} />
            {user.photo && <Avatar.Image src={mediaSrc(user.photo)} alt="" />}
          </Avatar.Root>
          {!compact && (
            <Text as="span" maxW="36" truncate fontWeight="medium">
              {user.first_name || name}
            </Text>
          )}
          <Icon name="chevron-down" size={14} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" truncate>
                {name}
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
