// GET and PUT account/api/onboarding/personal-info/: the signed-in user's name, phone and positions,
// and the company's positions to choose from (onboarding step 0). Saving refreshes the user, whose
// name and primary position the shell shows.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonalInfo, PersonalInfoRequest } from '../../../../contract/subscription';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getMeQueryOptions } from '../../../api/current-user';
import { useSession } from '../../../api/session';
import { putAnswer } from '../../../api/query-answer';

export function getPersonalInfo(signal?: AbortSignal): Promise<PersonalInfo> {
  return api<PersonalInfo>(API_PATHS.onboardingPersonalInfo, { signal });
}

export function getPersonalInfoQueryOptions(userId: number | undefined, companyId: number | undefined) {
  return queryOptions({
    queryKey: ['onboarding-personal-info', userId, companyId],
    queryFn: ({ signal }) => getPersonalInfo(signal),
    enabled: userId !== undefined,
  });
}

export function usePersonalInfo() {
  const session = useSession();
  return useQuery(getPersonalInfoQueryOptions(session?.userId, session?.companyId));
}

export function savePersonalInfo(body: PersonalInfoRequest): Promise<PersonalInfo> {
  return api<PersonalInfo>(API_PATHS.onboardingPersonalInfo, { method: 'PUT', body });
}

export function useSavePersonalInfo() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonalInfo,
    onSuccess: async (info) => {
      await putAnswer(queryClient, getPersonalInfoQueryOptions(session?.userId, session?.companyId).queryKey, info);
      await queryClient.invalidateQueries({
        queryKey: getMeQueryOptions(session?.userId, session?.companyId).queryKey,
      });
    },
  });
}
