// A purchase request's state as a coloured badge.
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PurchaseRequestStatus } from '../../../../contract/purchase-requests-constants';

const PALETTE: Record<PurchaseRequestStatus, string> = {
  pending: 'yellow',
  approved: 'blue',
  rejected: 'red',
  paid: 'green',
  cancelled: 'gray',
};

export function PurchaseStatus({ status }: { status: PurchaseRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {t(`purchaseRequests.status.${status}`)}
    </Badge>
  );
}
