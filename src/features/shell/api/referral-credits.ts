// GET subscription/api/referral-credits/ and POST .../share/ (ours; spec shell §2.4 "Get Free
// Credits", §9): the company's referral credit, when the user may claim a share credit again, and
// the claim itself (the server allows one per week per user and answers the spec's note otherwise).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferralCredits } from '../../../../contract/subscription';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';
import { putAnswer } from '../../../api/query-answer';

export function getReferralCreditsQueryOptions(userId: number | undefined, companyId: number | undefined) {
  return queryOptions({
    queryKey: ['referral-credits', userId, companyId],
    queryFn: ({ signal }) => api<ReferralCredits>(API_PATHS.referralCredits, { signal }),
    enabled: userId !== undefined && companyId !== undefined,
  });
}

export function useReferralCredits() {
  const session = useSession();
  return useQuery(getReferralCreditsQueryOptions(session?.userId, session?.companyId));
}

export function useClaimShareCredit() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<ReferralCredits>(API_PATHS.referralShareCredit, { method: 'POST' }),
    onSuccess: (credits) =>
      putAnswer(queryClient, getReferralCreditsQueryOptions(session?.userId, session?.companyId).queryKey, credits),
  });
}
