// The request and task screens need the company's request app (spec people §2); without it the
// server refuses their calls, so the page says why instead of showing a load error.
import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { hasRequestApp } from '../lib/permissions';

export function RequestRequired({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  if (!me) return null;
  if (!hasRequestApp(me)) {
    return (
      <Alert.Root status="info" maxW="2xl">
        <Alert.Indicator />
        <Alert.Title>{t('requests.inactive')}</Alert.Title>
      </Alert.Root>
    );
  }
  return children;
}
