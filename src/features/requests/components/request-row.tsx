// One request in a list: title (to its details), type, who asked, dates and state. A row wraps on
// a phone instead of scrolling sideways.
import { Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Request } from '../../../../contract/requests';
import { StatusBadge } from './status-badge';

export function dateSpan(start: string | null, end: string | null): string {
  if (!start) return '';
  return !end || end === start ? start : `${start} – ${end}`;
}

export function RequestRow({ request }: { request: Request }) {
  const { t } = useTranslation();
  return (
    <Card.Root as="li" size="sm" data-testid="request-row">
      <Card.Body>
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Stack gap="1" minW="0">
            <Link asChild fontWeight="semibold">
              <RouterLink to={`/request/details/${request.id}`}>{request.title}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {[request.request_type_name, request.requester.name, dateSpan(request.start_date, request.end_date)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <HStack gap="2">
            <Text fontSize="xs" color="fg.muted">
              {t('requests.columns.created')} {request.created_at.slice(0, 10)}
            </Text>
            <StatusBadge status={request.status} />
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
