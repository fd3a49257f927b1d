// Screens for profile admins only (spec people §6): others see why instead of a failed load.
import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { isProfileAdmin } from '../lib/permissions';

export function ProfileAdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  if (!me) return null;
  if (!isProfileAdmin(me)) {
    return (
      <Alert.Root status="info" maxW="2xl">
        <Alert.Indicator />
        <Alert.Title>{t('people.adminOnly')}</Alert.Title>
      </Alert.Root>
    );
  }
  return children;
}
