// GET subscription/api/my-subscription/: the company's plan, seats, trial end and invoices. Not
// fetched again within 5 s of the last answer (spec shell §4, §9: the refetch debounce).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_REFETCH_DEBOUNCE_MS } from '../../../../contract/subscription-constants';
import type { MySubscription } from '../../../../contract/subscription';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';

export function getMySubscription(signal?: AbortSignal): Promise<MySubscription> {
  return api<MySubscription>(API_PATHS.mySubscription, { signal });
}

export function getMySubscriptionQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: ['my-subscription', companyId],
    queryFn: ({ signal }) => getMySubscription(signal),
    enabled: companyId !== undefined,
    staleTime: SUBSCRIPTION_REFETCH_DEBOUNCE_MS,
  });
}

export function useMySubscription() {
  const session = useSession();
  return useQuery(getMySubscriptionQueryOptions(session?.companyId));
}
