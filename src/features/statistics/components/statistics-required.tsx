// The statistics screens need the company's statistics app, and Create Stat and Archived need a
// stat admin (spec people §2, shell §6): without them the page says why instead of failing calls.
import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { hasStatisticsApp, isStatAdmin } from '../lib/permissions';

export function StatisticsRequired({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  if (!me) return null;
  const reason = !hasStatisticsApp(me) ? 'inactive' : admin && !isStatAdmin(me) ? 'adminOnly' : null;
  if (reason) {
    return (
      <Alert.Root status="info" maxW="2xl" data-testid="statistics-unavailable">
        <Alert.Indicator />
        <Alert.Title>{t(`statistics.${reason}`)}</Alert.Title>
      </Alert.Root>
    );
  }
  return children;
}
