// PATCH subscription/api/my-subscription-update/: the Premium subscription's seats.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MySubscription } from '../../../../contract/subscription';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';
import { getMySubscriptionQueryOptions } from './get-my-subscription';
import { putAnswer } from '../../../api/query-answer';

export function updateSeats(seats: number): Promise<MySubscription> {
  return api<MySubscription>(API_PATHS.mySubscriptionUpdate, { method: 'PATCH', body: { seats } });
}

export function useUpdateSeats() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeats,
    onSuccess: (subscription) =>
      putAnswer(queryClient, getMySubscriptionQueryOptions(session?.companyId).queryKey, subscription),
  });
}
