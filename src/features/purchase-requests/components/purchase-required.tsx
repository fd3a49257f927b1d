// The purchase-request screens need the company's purchase_request app (spec people §2).
import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { hasPurchaseApp } from '../lib/permissions';

export function PurchaseRequired({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  if (!me) return null;
  if (!hasPurchaseApp(me)) {
    return (
      <Alert.Root status="info" maxW="2xl">
        <Alert.Indicator />
        <Alert.Title>{t('purchaseRequests.inactive')}</Alert.Title>
      </Alert.Root>
    );
  }
  return children;
}
