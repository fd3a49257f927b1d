// Clock Ins and Working Hours need the company's attendance app (spec people §2); without it the
// server refuses their calls, so the page says why instead of showing a load error.
import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { hasAttendanceApp } from '../lib/permissions';

export function AttendanceRequired({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  if (!me) return null;
  if (!hasAttendanceApp(me)) {
    return (
      <Alert.Root status="info" maxW="2xl">
        <Alert.Indicator />
        <Alert.Title>{t('attendance.inactive')}</Alert.Title>
      </Alert.Root>
    );
  }
  return children;
}
