// The button that opens the profile menu: avatar, first name (not on narrow screens) and a chevron.
import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoggedInUser } from '../../../../contract/account';
import { Icon } from '../../../ui/icons';
import { UserAvatar } from './user-avatar';

export function displayName(user: Pick<LoggedInUser, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

export const ProfileButton = forwardRef<HTMLButtonElement, ButtonProps & { user: LoggedInUser; compact: boolean }>(
  function ProfileButton({ user, compact, ...props }, ref) {
    const { t } = useTranslation();
    return (
      <Button
        ref={ref}
        variant="ghost"
        size="sm"
        px="1.5"
        aria-label={t('shell.profile.open')}
        data-testid="profile-menu"
        {...props}
      >
        <UserAvatar name={displayName(user)} photo={user.photo} />
        {!compact && (
          <Text as="span" maxW="36" truncate fontWeight="medium">
            {user.first_name || displayName(user)}
          </Text>
        )}
        <Icon name="chevron-down" size={14} />
      </Button>
    );
  },
);
