// GET knowledgebase/api/acknowledgements/: every acknowledgement of the company for KB admins (All
// completions), newest first, by staff member, article and day, paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Acknowledgement } from '../../../../../contract/knowledge-base';
import type { Paginated } from '../../../../../contract/pagination';
import { API_PATHS } from '../../../../../contract/paths';
import { api, type QueryValue } from '../../../../api/client';
import { ACKS_KEY } from './acks-key';

export interface AcknowledgementsQuery {
  page: number;
  page_size: number;
  staff?: number;
  article?: number;
  date_from?: string;
  date_to?: string;
}

export function getAcknowledgements(query: AcknowledgementsQuery, signal?: AbortSignal) {
  return api<Paginated<Acknowledgement>>(API_PATHS.kbAcknowledgements, {
    query: query as unknown as Record<string, QueryValue>,
    signal,
  });
}

export function getAcknowledgementsQueryOptions(query: AcknowledgementsQuery) {
  return queryOptions({
    queryKey: [...ACKS_KEY, 'acknowledgements', query],
    queryFn: ({ signal }) => getAcknowledgements(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAcknowledgements(query: AcknowledgementsQuery) {
  return useQuery(getAcknowledgementsQueryOptions(query));
}
