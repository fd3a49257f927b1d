// System Emails (GET outbound-emails/, POST outbound-emails/{id}/resend/) and the System Action
// History (GET actions/), one page at a time (spec people §7; profile admins).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import type { ActionHistoryItem, OutboundEmail } from '../../../../contract/people';
import { api } from '../../../api/client';
import { PEOPLE_KEY } from './people-keys';
import { usePeopleMutation } from './staff-actions';

export const HISTORY_PAGE_SIZE = 25;

export function getOutboundEmailsQueryOptions(page = 1, search = '') {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'outbound-emails', { page, search }],
    queryFn: ({ signal }) =>
      api<Paginated<OutboundEmail>>(API_PATHS.outboundEmails, {
        query: { page, search, page_size: HISTORY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
export const useOutboundEmails = (page: number, search: string) =>
  useQuery(getOutboundEmailsQueryOptions(page, search));

export const useResendEmail = () =>
  usePeopleMutation((id: number) => api<OutboundEmail>(API_PATHS.outboundEmailResend(id), { method: 'POST' }));

export function getActionHistoryQueryOptions(page = 1, entity = '') {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'actions', { page, entity }],
    queryFn: ({ signal }) =>
      api<Paginated<ActionHistoryItem>>(API_PATHS.actionHistory, {
        query: { page, entity, page_size: HISTORY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
export const useActionHistory = (page: number, entity: string) => useQuery(getActionHistoryQueryOptions(page, entity));
