// /request/details/:id: the request, its decision or the approver's buttons, comments and history.
// A request that does not exist or is not the user's to see shows the not-found text (people §8:
// a failed detail fetch keeps its HTTP status as the error).
import { Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError } from '../../../api/errors';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { useRequest } from '../api/get-request';
import { DecisionPanel } from '../components/decision-panel';
import { Facts } from '../components/facts';
import { ListStates } from '../components/list-states';
import { dateSpan } from '../components/request-row';
import { RequestComments, RequestHistory } from '../components/request-timeline';
import { StatusBadge } from '../components/status-badge';

export function RequestDetailsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useRequest(id);
  const request = query.data;
  const status = query.error instanceof ApiError ? query.error.status : null;
  return (
    <Stack gap="5" maxW="3xl">
      <Link asChild fontSize="sm">
        <RouterLink to="/request">← {t('requests.detail.back')}</RouterLink>
      </Link>
      {status !== 404 && <StaleDataNote query={query} />}
      <ListStates
        loading={query.isPending}
        // A failed refresh keeps the last copy on screen (offline, or the server unreachable); a
        // request gone from the server (404) is not shown from the device.
        error={query.isError && (request === undefined || status === 404)}
        empty={false}
        errorText={status === 404 ? t('requests.notFound') : t('requests.loadError')}
        emptyText=""
      >
        {request && (
          <Stack gap="5">
            <HStack justify="space-between" flexWrap="wrap" gap="2">
              <Heading as="h1" size="2xl">
                {request.title}
              </Heading>
              <StatusBadge status={request.status} />
            </HStack>
            <Card.Root>
              <Card.Body>
                <Facts
                  items={[
                    [t('requests.detail.type'), request.request_type_name],
                    [t('requests.detail.requester'), request.requester.name],
                    [t('requests.detail.approver'), request.approver?.name ?? t('requests.detail.anyAdmin')],
                    ...(request.start_date
                      ? [
                          [
                            t('requests.detail.dates'),
                            <>
                              {dateSpan(request.start_date, request.end_date)}
                              {request.is_time_off && (
                                <Link asChild ms="2" fontSize="sm">
                                  <RouterLink to="/inout/time-off-calendar/">
                                    {t('requests.detail.calendar')}
                                  </RouterLink>
                                </Link>
                              )}
                            </>,
                          ] as [string, ReactNode],
                        ]
                      : []),
                  ]}
                />
                {request.description && (
                  <Text mt="3" whiteSpace="pre-wrap">
                    {request.description}
                  </Text>
                )}
                {request.decided_by && request.decided_at && (
                  <Text mt="3" fontSize="sm" color="fg.muted">
                    {t('requests.detail.decidedBy', {
                      name: request.decided_by.name,
                      date: request.decided_at.slice(0, 10),
                    })}
                    {request.decision_note && ` — ${request.decision_note}`}
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
            <DecisionPanel request={request} />
            <RequestComments request={request} />
            <RequestHistory request={request} />
          </Stack>
        )}
      </ListStates>
    </Stack>
  );
}
