// A request's state as a coloured badge.
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '../../../../contract/requests-constants';

const PALETTE: Record<RequestStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {t(`requests.status.${status}`)}
    </Badge>
  );
}
